import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogText } from '../../../stories-support/layouts-samples';
import { sample } from '../../../stories-support/sample-text';
import meta from './dialog.stories';

const featuresMeta = {
  ...meta,
  title: 'Overlays/Dialog/Features',
  args: { ...meta.args, defaultOpen: true },
};
export default featuresMeta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

/** The title stays in the accessibility tree as the dialog's name. */
export const HiddenTitle: Story = {
  args: { hideTitle: true },
  play: async ({ canvasElement, globals }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(sample(dialogText, { globals }).title);
  },
};

/** Escape and the × button close; focus returns to the trigger. */
export const CloseButton: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = sample(dialogText, { globals });
    const page = within(canvasElement.ownerDocument.body);
    const close = page.getByRole('button', { name: t.close });
    // Radix re-enables pointer events on the dialog a frame after mounting.
    await waitFor(() => expect(getComputedStyle(close).pointerEvents).not.toBe('none'));
    await userEvent.click(close);
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: t.open })).toHaveFocus();
  },
};

export const SideSheet: Story = { args: { side: 'end' } };

export const BottomSheetOnPhone: Story = {
  args: { side: 'bottom' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** `responsive`: centred on desktop, a bottom sheet on phones. */
export const ResponsiveOnPhone: Story = {
  args: { side: 'responsive' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Thai: Story = { globals: { locale: 'th' } };

export const Chinese: Story = { globals: { locale: 'zh_CN' } };
