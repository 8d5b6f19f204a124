import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDownloadSample, dashboardImage, langOf } from '../../../stories-support/sections-samples';
import { AppDownload } from './app-download';

const meta = {
  title: 'Sections/AppDownload/Features',
  component: AppDownload,
  parameters: { layout: 'fullscreen' },
  args: appDownloadSample('en_US'),
} satisfies Meta<typeof AppDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DrawnScreen: Story = {
  render: (_args, ctx) => <AppDownload {...appDownloadSample(langOf(ctx))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      expect.stringContaining('apple'),
    );
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
};

export const Screenshot: Story = {
  render: (_args, ctx) => {
    const props = appDownloadSample(langOf(ctx));
    return (
      <AppDownload
        {...props}
        tone="default"
        bullets={undefined}
        screenshot={dashboardImage(props.illustrationLabel ?? '', {
          variant: 'phone',
          bars: [0.9, 0.7, 0.8, 0.6, 0.75, 0.5, 0.65, 0.85],
        })}
        stores={[
          ...props.stores,
          { store: 'appGallery', href: 'https://appgallery.huawei.com/app/sellwise' },
        ]}
      />
    );
  },
};

export const Thai: Story = { ...DrawnScreen, globals: { locale: 'th' } };
export const Chinese: Story = { ...DrawnScreen, globals: { locale: 'zh_CN' } };
/** Phones hide the QR code (you cannot scan your own screen). */
export const Phone: Story = {
  ...DrawnScreen,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: undefined,
};
