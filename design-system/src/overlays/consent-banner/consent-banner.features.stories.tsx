import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import meta from './consent-banner.stories';

export default { ...meta, title: 'Overlays/ConsentBanner/Features' };
type Story = StoryObj<typeof meta>;

export const Summary: Story = {};

export const RejectAll: Story = {
  parameters: { snapshot: false }, // nothing left to see after rejecting; Summary holds the picture
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject all' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      necessary: true,
      analytics: false,
      advertising: false,
    });
  },
};

/** Choose: necessary is locked on; switch analytics on with the keyboard and save. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose' }));
    await expect(canvas.getByRole('heading', { name: 'We value your privacy' })).toHaveFocus();
    const necessary = canvas.getByRole('switch', { name: 'Necessary' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const analytics = canvas.getByRole('switch', { name: 'Analytics' });
    analytics.focus();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Advertising' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ChooseAndSave: Story = {
  parameters: { snapshot: false }, // the banner closes on save; Choose shows the panel
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Advertising' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save choices' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      necessary: true,
      analytics: false,
      advertising: true,
    });
  },
};

export const EarlierChoice: Story = {
  args: { defaultConsent: { analytics: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose' }));
    await expect(canvas.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  },
};

/** Compact at the bottom of a phone: the page's call to action stays visible above it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Cookie consent' }).getBoundingClientRect();
    const cta = canvas.getByRole('button', { name: 'Start free trial' }).getBoundingClientRect();
    await expect(cta.bottom).toBeLessThanOrEqual(banner.top);
  },
};

export const Thai: Story = { globals: { locale: 'th' } };

export const ThaiPhone: Story = { globals: { locale: 'th', viewport: { value: 'phone', isRotated: false } } };

export const ChineseChoose: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '自定义' }));
  },
};

export const Inline: Story = { args: { position: 'inline' } };
