import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { isPhoneStory, siteSwitchText } from '../../../stories-support/layouts-samples';
import { vagueSiteSwitchDescription } from '../../../stories-support/overlays-samples';
import { sample, sampleOrEdited } from '../../../stories-support/sample-text';
import { Button } from '../../primitives/button/button';
import { SiteSwitchDialog, type SiteSwitchDialogProps } from './site-switch-dialog';
import { guidance } from './site-switch-dialog.guidance';

/** Holds `open` like the site's site-switch service does; a button reopens the prompt. */
function Controlled(props: SiteSwitchDialogProps) {
  const [open, setOpen] = useState(props.open);
  // The `open` control opens and closes it too.
  useEffect(() => setOpen(props.open), [props.open]);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Show the prompt again
      </Button>
      <SiteSwitchDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/SiteSwitchDialog',
  component: SiteSwitchDialog,
  parameters: {
    snapshot: { target: 'page' },
    // A modal covers its whole document: on the docs page each story gets its own frame, tall enough
    // (smaller side over 600 px) for the desktop dialog rather than the phone sheet.
    docs: { story: { inline: false, height: '640px' } },
    guidance,
  },
  args: {
    open: true,
    device: 'auto',
    onOpenChange: fn(),
    onConfirm: fn(),
    onClose: fn(),
    onDismiss: fn(),
    // The controls start from the English sample; the story shows the toolbar language until one is edited.
    ...siteSwitchText.en_US,
  },
  argTypes: { device: { control: 'inline-radio', options: ['auto', 'desktop', 'phone'] } },
  render: (args, ctx) => <Controlled {...args} {...sampleOrEdited(sample(siteSwitchText, ctx), args, ctx)} />,
} satisfies Meta<typeof SiteSwitchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its title, described by its description; 520 px wide on desktop, a full-width bottom sheet on a phone. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = sample(siteSwitchText, { globals });
    const page = within(canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog).toHaveAccessibleDescription(expect.stringContaining(t.description));
    const rect = dialog.getBoundingClientRect();
    if (isPhoneStory({ globals })) {
      const { clientWidth, clientHeight } = canvasElement.ownerDocument.documentElement;
      await expect(rect.width).toBe(clientWidth);
      await expect(Math.round(rect.bottom)).toBe(clientHeight);
    } else {
      await expect(rect.width).toBe(520);
    }
  },
};

export const Playground: Story = {};

export const DoSayWhySwitch: Story = {
  tags: ['guidance', '!autodocs'],
  // Its own frame on the docs page: an open modal or a fixed overlay inline would cover the docs.
  parameters: { snapshot: false, docs: { story: { inline: false, height: '420px' } } },
};

export const DontGiveNoReason: Story = {
  tags: ['guidance', '!autodocs'],
  // Its own frame on the docs page: an open modal or a fixed overlay inline would cover the docs.
  parameters: { snapshot: false, docs: { story: { inline: false, height: '420px' } } },
  render: (args, ctx) => (
    <Controlled
      {...args}
      {...sample(siteSwitchText, ctx)}
      description={sample(vagueSiteSwitchDescription, ctx)}
    />
  ),
};
