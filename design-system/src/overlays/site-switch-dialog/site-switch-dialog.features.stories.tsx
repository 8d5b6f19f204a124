import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteSwitchText } from '../../../stories-support/layouts-samples';
import { sample } from '../../../stories-support/sample-text';
import { isPhoneSize } from '../../tokens/tokens';
import meta from './site-switch-dialog.stories';

export default { ...meta, title: 'Overlays/SiteSwitchDialog/Features' };
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Radix re-enables pointer events on the dialog a frame after it mounts; click only then, like a person. */
async function clickInDialog(canvasElement: HTMLElement, name: string) {
  const button = page(canvasElement).getByRole('button', { name });
  await waitFor(() => expect(getComputedStyle(button).pointerEvents).not.toBe('none'));
  await userEvent.click(button);
}

/** "Go to Sellwise Pro" calls onConfirm only; the site then swaps the host. */
export const Confirm: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await clickInDialog(canvasElement, sample(siteSwitchText, { globals }).confirmLabel);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The dismiss button ("Close, don't remind me") calls onDismiss only; the site stores the 96-hour suppression. */
export const CloseDontRemind: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await clickInDialog(canvasElement, sample(siteSwitchText, { globals }).dismissLabel);
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The × button and Escape both call onClose. */
export const Close: Story = {
  play: async ({ canvasElement, args }) => {
    await clickInDialog(canvasElement, 'Close');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show the prompt again' }));
    await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** On a phone (smaller side ≤ 600 px) the prompt is a full-width bottom sheet; 520 px wide otherwise. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const rect = page(canvasElement).getByRole('dialog').getBoundingClientRect();
    const { clientWidth, clientHeight } = canvasElement.ownerDocument.documentElement;
    if (isPhoneSize(clientWidth, clientHeight)) {
      await expect(rect.width).toBe(clientWidth);
      await expect(Math.round(rect.bottom)).toBe(clientHeight);
    } else {
      await expect(rect.width).toBe(520);
    }
  },
};

export const ForcedDesktop: Story = { args: { device: 'desktop' } };

export const Thai: Story = { globals: { locale: 'th' } };

export const Chinese: Story = { globals: { locale: 'zh_CN' } };

export const ThaiPhone: Story = { globals: { locale: 'th', viewport: { value: 'phone', isRotated: false } } };

export const Vietnamese: Story = { globals: { locale: 'vi' } };
