import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consentText } from '../../../stories-support/layouts-samples';
import { common, sample } from '../../../stories-support/sample-text';
import meta from './consent-banner.stories';

export default { ...meta, title: 'Overlays/ConsentBanner/Features' };
type Story = StoryObj<typeof meta>;

export const Summary: Story = {};

export const RejectAll: Story = {
  parameters: { snapshot: false }, // nothing left to see after rejecting; Summary holds the picture
  play: async ({ canvasElement, args, globals }) => {
    const t = sample(consentText, { globals });
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.rejectAll }));
    await expect(args.onChange).toHaveBeenCalledWith({
      necessary: true,
      analytics: false,
      advertising: false,
    });
  },
};

/** Choose: necessary is locked on; switch analytics on with the keyboard and save. */
export const Choose: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = sample(consentText, { globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.choose }));
    await expect(canvas.getByRole('heading', { name: t.title })).toHaveFocus();
    const necessary = canvas.getByRole('switch', { name: t.necessary.name });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const analytics = canvas.getByRole('switch', { name: t.analytics.name });
    analytics.focus();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await expect(canvas.getByRole('switch', { name: t.advertising.name })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ChooseAndSave: Story = {
  parameters: { snapshot: false }, // the banner closes on save; Choose shows the panel
  play: async ({ canvasElement, args, globals }) => {
    const t = sample(consentText, { globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.choose }));
    await userEvent.click(canvas.getByRole('switch', { name: t.advertising.name }));
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(args.onChange).toHaveBeenCalledWith({
      necessary: true,
      analytics: false,
      advertising: true,
    });
  },
};

export const EarlierChoice: Story = {
  args: { defaultConsent: { analytics: true } },
  play: async ({ canvasElement, globals }) => {
    const t = sample(consentText, { globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.choose }));
    await expect(canvas.getByRole('switch', { name: t.analytics.name })).toBeChecked();
  },
};

/** Compact at the bottom of a phone: the page's call to action stays visible above it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = sample(consentText, { globals });
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: t.region }).getBoundingClientRect();
    const cta = canvas
      .getByRole('button', { name: sample(common.signUp, { globals }) })
      .getBoundingClientRect();
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
