import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dialogText } from '../../../stories-support/layouts-samples';
import { vagueDialogText } from '../../../stories-support/overlays-samples';
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
import { guidance } from './dialog.guidance';

type Args = Pick<DialogContentProps, 'side' | 'size'> & { hideTitle: boolean; defaultOpen: boolean };

const meta = {
  title: 'Overlays/Dialog',
  component: DialogContent,
  parameters: { snapshot: { target: 'page' }, guidance },
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
  play: async ({ canvasElement, globals }) => {
    const t = sample(dialogText, { globals });
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: t.open });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: t.title });
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

type DialogWords = { title: string; description: string; confirm: string; cancel: string };

/** An open dialog with the given words, for the do/don't pair. */
function WordedDialog({ words, open, close }: { words: DialogWords; open: string; close: string }) {
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <Button>{open}</Button>
      </DialogTrigger>
      <DialogContent labels={{ close }}>
        <DialogTitle>{words.title}</DialogTitle>
        <DialogDescription>{words.description}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{words.cancel}</Button>
          </DialogClose>
          <Button>{words.confirm}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export const DoTitleNamesTask: Story = {
  tags: ['guidance', '!autodocs'],
  // Its own frame on the docs page: an open modal or a fixed overlay inline would cover the docs.
  parameters: { snapshot: false, docs: { story: { inline: false, height: '420px' } } },
  render: (_args, ctx) => {
    const t = sample(dialogText, ctx);
    return <WordedDialog words={t} open={t.open} close={t.close} />;
  },
};

export const DontVagueTitle: Story = {
  tags: ['guidance', '!autodocs'],
  // Its own frame on the docs page: an open modal or a fixed overlay inline would cover the docs.
  parameters: { snapshot: false, docs: { story: { inline: false, height: '420px' } } },
  render: (_args, ctx) => {
    const t = sample(dialogText, ctx);
    return <WordedDialog words={sample(vagueDialogText, ctx)} open={t.open} close={t.close} />;
  },
};
