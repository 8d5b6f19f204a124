import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dialogText } from '../../../stories-support/layouts-samples';
import { sample } from '../../../stories-support/sample-text';
import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './dialog';

type Args = Pick<DialogContentProps, 'side' | 'size'> & { hideTitle: boolean; defaultOpen: boolean };

const meta = {
  title: 'Overlays/Dialog',
  component: DialogContent,
  parameters: { snapshot: { target: 'page' } },
  args: { side: 'center', size: 'md', hideTitle: false, defaultOpen: false },
  render: ({ side, size, hideTitle, defaultOpen }, ctx) => {
    const t = sample(dialogText, ctx);
    return (
      <Dialog defaultOpen={defaultOpen}>
        <DialogTrigger asChild>
          <Button>{t.open}</Button>
        </DialogTrigger>
        <DialogContent side={side} size={size} labels={{ close: t.close }}>
          <DialogTitle hideTitle={hideTitle}>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
          <p>{t.body}</p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t.cancel}</Button>
            </DialogClose>
            <Button>{t.confirm}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open, tab around (focus stays inside), close with Escape: focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Book a training' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Book a free onboarding training' });
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = { args: { defaultOpen: true } };
