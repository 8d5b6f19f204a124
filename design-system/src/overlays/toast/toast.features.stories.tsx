import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { toastText } from '../../../stories-support/layouts-samples';
import { sample } from '../../../stories-support/sample-text';
import meta from './toast.stories';

export default { ...meta, title: 'Overlays/Toast/Features' };
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { variants: ['success'] } };

/** Errors are announced assertively. */
export const Danger: Story = {
  args: { variants: ['danger'] },
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement.ownerDocument.body);
    const title = await page.findByText(sample(toastText, { globals }).failed, {
      selector: '[data-slot="toast-title"]',
    });
    await expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'danger');
  },
};

export const Info: Story = { args: { variants: ['info'] } };

export const WithAction: Story = { args: { variants: ['success'], withAction: true } };

export const Stacked: Story = { args: { variants: ['info', 'success', 'danger'] } };

/** Full width at the bottom on phones; swipe right to dismiss. */
export const Phone: Story = {
  args: { variants: ['success', 'danger'] },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Thai: Story = { args: { variants: ['success', 'danger'] }, globals: { locale: 'th' } };

export const Chinese: Story = { args: { variants: ['success', 'info'] }, globals: { locale: 'zh_CN' } };
