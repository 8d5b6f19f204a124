import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyHref, storyLang, storyText, withIntl } from '../stories-support/with-intl';
import { STORE_LINKS } from './app-config';
import { QrCodeDownloadPage } from './qr-code-download-page';

// A phone page (/m/qrCodeDownload.htm): every story is on the phone viewport.
const meta = {
  title: 'Pages/App/QrCodeDownload',
  component: QrCodeDownloadPage,
  decorators: [withIntl],
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (_args, ctx) => (
    <QrCodeDownloadPage
      data={undefined}
      lang={storyLang(ctx.globals)}
      device="mobile"
      params={{}}
      href={storyHref(storyLang(ctx.globals), true)}
    />
  ),
  args: { data: undefined, lang: 'en_US', device: 'mobile', params: {}, href: storyHref('en_US', true) },
} satisfies Meta<typeof QrCodeDownloadPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const lang = storyLang(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('pages.app.qrCodeDownload.title'),
    );
    await expect(canvas.getByRole('link', { name: t('pages.app.qrCodeDownload.iosButton') })).toHaveAttribute(
      'href',
      STORE_LINKS.appStore,
    );
    await expect(
      canvas.getByRole('link', { name: t('pages.app.qrCodeDownload.androidButton') }),
    ).toHaveAttribute('href', STORE_LINKS.googlePlay);
    await expect(canvas.getByRole('link', { name: t('pages.app.cta.action') })).toHaveAttribute(
      'href',
      `/m/${lang}/register.htm?source=qrCodeDownload`,
    );
  },
};

export const Thai: Story = {
  globals: { locale: 'th', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent(/Get the/);
    const links = canvas.getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(links).toContain('/m/th/register.htm?source=qrCodeDownload');
  },
};

export const Phone: Story = {
  play: async ({ canvasElement, globals }) => {
    // A desktop browser (the test's Chromium) gets both buttons as equal choices.
    await expect(canvasElement.querySelector('[data-platform]')).toHaveAttribute('data-platform', 'other');
    await expect(
      within(canvasElement).getByRole('link', {
        name: storyText({ globals })('pages.app.qrCodeDownload.androidButton'),
      }),
    ).toBeVisible();
  },
};
