import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isPhoneStory, PHONE_GLOBALS } from '../../../stories-support/layouts-samples';
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
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { illustrationLabel, qrCode } = appDownloadSample(langOf({ globals }));
    const phone = isPhoneStory({ globals });
    await expect(canvas.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      expect.stringContaining('apple'),
    );
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toBeVisible();
    // The drawn screen, and the QR code only where it can be scanned (not on the phone itself).
    await expect(canvas.getByRole('img', { name: illustrationLabel })).toBeVisible();
    const qr = canvas.getByAltText(qrCode!.alt);
    await (phone ? expect(qr).not.toBeVisible() : expect(qr).toBeVisible());
    await expect(canvas.getAllByRole('img')).toHaveLength(phone ? 1 : 2);
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
export const Phone: Story = { ...DrawnScreen, globals: PHONE_GLOBALS };
