import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, withVisitorApi } from '../stories-support/visitor-fixtures';
import {
  contains,
  PAGE_STORY_ARGS,
  startsWith,
  storyIntl,
  storyLinks,
  storyPageProps,
  storyTagText,
  storyText,
  withIntl,
} from '../stories-support/with-intl';
import { sellersServedLabel } from './partner-application-form';
import { PartnersConfigPage } from './partners-config-page';

const meta = {
  title: 'Pages/Partners/Config',
  component: PartnersConfigPage,
  decorators: [withIntl, withVisitorApi()],
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
  render: (_args, ctx) => <PartnersConfigPage {...storyPageProps(ctx)} />,
  args: PAGE_STORY_ARGS,
} satisfies Meta<typeof PartnersConfigPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type Globals = Record<string, unknown>;

/** The form's text in the toolbar language: `f('fields.country')` is the Country label. */
const formText = (globals: Globals) => {
  const t = storyText({ globals });
  return (id: string, values?: Record<string, string | number>) => t(`pages.partners.config.${id}`, values);
};

/** Labels carry a required mark after the text. */
const field = (globals: Globals, id: string) => ({ name: startsWith(formText(globals)(`fields.${id}`)) });

const countryIsThailand = (canvas: Canvas, globals: Globals) =>
  waitFor(() => expect(canvas.getByRole('combobox', field(globals, 'country'))).toHaveValue('TH'));

/** A complete application, as a logistics partner would send it. */
async function fillApplication(canvas: Canvas, globals: Globals) {
  await countryIsThailand(canvas, globals);
  await userEvent.type(canvas.getByRole('textbox', field(globals, 'companyName')), 'Kerry Express Thailand');
  await userEvent.type(canvas.getByRole('textbox', field(globals, 'contactName')), 'Somchai Jaidee');
  await userEvent.type(canvas.getByRole('textbox', field(globals, 'email')), 'somchai@kerryexpress.co.th');
  await userEvent.selectOptions(canvas.getByRole('combobox', field(globals, 'partnerType')), 'logistics');
  await userEvent.click(
    canvas.getByRole('radio', { name: sellersServedLabel(storyIntl({ globals }), '501-5000') }),
  );
  await userEvent.type(
    canvas.getByRole('textbox', field(globals, 'message')),
    'Sellers could book our pick-ups and print labels from their order queue.',
  );
  await userEvent.click(canvas.getByRole('checkbox', { name: startsWith(formText(globals)('consent')) }));
}

const send = (canvas: Canvas, globals: Globals) =>
  userEvent.click(canvas.getByRole('button', { name: formText(globals)('submit') }));

/** The empty form, as a visitor first sees it. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(formText(globals)('title'));
    await expect(canvas.getByRole('textbox', field(globals, 'companyName'))).toBeRequired();
    await expect(canvas.getByRole('textbox', field(globals, 'jobTitle'))).not.toBeRequired();
    await expect(
      canvas.getByRole('link', { name: storyTagText({ globals }, 'pages.partners.config.consent', 'link') }),
    ).toHaveAttribute('href', storyLinks({ globals })('privacyPolicy.htm'));
    await countryIsThailand(canvas, globals);
  },
};

/** Sent empty: every required field says so and the first one has focus. */
export const Errors: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const f = formText(globals);
    await countryIsThailand(canvas, globals);
    await userEvent.type(canvas.getByRole('textbox', field(globals, 'website')), 'my shop');
    await send(canvas, globals);
    await waitFor(() => expect(canvas.getByRole('textbox', field(globals, 'companyName'))).toHaveFocus());
    await expect(canvas.getAllByText(storyText({ globals })('validation.required'))).toHaveLength(6);
    await expect(canvas.getByText(f('errors.websiteInvalid'))).toBeVisible();
    await expect(canvas.getByText(f('errors.consentRequired'))).toBeVisible();
  },
};

/** The network failed: the form says so and keeps everything typed. */
export const ApiError: Story = {
  decorators: [withVisitorApi({ partnerApply: () => fail(-1, 'error.network') })],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await fillApplication(canvas, globals);
    await send(canvas, globals);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', field(globals, 'companyName'))).toHaveValue(
      'Kerry Express Thailand',
    );
  },
};

/** Too many applications from this address or network: the wait the API asked for. */
export const RateLimited: Story = {
  decorators: [withVisitorApi({ partnerApply: () => fail(1008, 'error.rateLimited', { retryAfter: 1800 }) })],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await fillApplication(canvas, globals);
    await send(canvas, globals);
    const wait = storyText({ globals })('error.rateLimited', { seconds: 1800 });
    await expect(await canvas.findByText(contains(wait))).toBeVisible();
  },
};

/** Stored: thanks, and the address the partner team will write to. */
export const Sent: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await fillApplication(canvas, globals);
    await send(canvas, globals);
    const thanks = await canvas.findByRole('heading', { name: formText(globals)('success.title') });
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.getByText(/somchai@kerryexpress\.co\.th/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent(/Become a partner/);
    await expect(canvas.getByRole('button', { name: '提交申请' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /国家/ })).toHaveValue('TH'));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyTagText({ globals }, 'pages.partners.config.consent', 'link') }),
    ).toHaveAttribute('href', storyLinks({ globals })('privacyPolicy.htm'));
    await countryIsThailand(canvas, globals);
  },
};
