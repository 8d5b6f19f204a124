import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyHref, storyIntl, storyLang, storyText, withIntl } from '../stories-support/with-intl';
import { agreementFixture } from './legal-fixtures';
import { type Agreement, formatUpdated, LEGAL_PAGES, privacyPolicyPage, termsPage } from './legal-page';

const PrivacyPolicyPage = privacyPolicyPage.Page;

const meta = {
  title: 'Pages/Legal',
  component: PrivacyPolicyPage,
  decorators: [withIntl],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (args, ctx) => {
    const lang = storyLang(ctx.globals);
    const Page = args.params.name === 'terms' ? termsPage.Page : PrivacyPolicyPage;
    const type = args.params.name === 'terms' ? 'terms' : 'privacy';
    const data = args.data.agreement ? { agreement: agreementFixture(type, lang) } : args.data;
    return <Page data={data} lang={lang} device="desktop" params={args.params} href={storyHref(lang)} />;
  },
  args: {
    data: { agreement: agreementFixture('privacy', 'en_US') },
    lang: 'en_US',
    device: 'desktop',
    params: { name: 'privacyPolicy' },
    href: storyHref('en_US'),
  },
} satisfies Meta<typeof PrivacyPolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agreement the story renders in the toolbar language, and its first section heading. */
function shownAgreement(type: Agreement['type'], globals: Record<string, unknown>) {
  const agreement = agreementFixture(type, storyLang(globals));
  const firstSection = /<h2>(.*?)<\/h2>/.exec(agreement.html)?.[1];
  if (!firstSection) throw new Error(`${type} fixture has no section heading`);
  return { agreement, firstSection };
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { agreement, firstSection } = shownAgreement('privacy', globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(agreement.title);
    await expect(canvasElement.querySelector('time')).toHaveTextContent(
      formatUpdated(storyIntl({ globals }), agreement.updatedAt),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: firstSection })).toBeVisible();
  },
};

export const Terms: Story = {
  args: { params: { name: 'terms' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { agreement, firstSection } = shownAgreement('terms', globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(agreement.title);
    await expect(canvas.getByRole('heading', { level: 2, name: firstSection })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('นโยบายความเป็นส่วนตัว');
    await expect(canvasElement.querySelector('time')).toHaveTextContent('2569');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { params: { name: 'terms' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('2026年10月1日');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The agreement call failed: the footer's name of the page, a notice and a retry link. */
export const ApiError: Story = {
  args: { data: { agreement: null } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText({ globals });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t(LEGAL_PAGES.privacyPolicy.label),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('pages.common.error.title'));
    await expect(canvas.getByRole('link', { name: t('pages.common.error.retry') })).toHaveAttribute(
      'href',
      `/${storyLang(globals)}/privacyPolicy.htm`,
    );
  },
};
