import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, withVisitorApi } from '../stories-support/visitor-fixtures';
import { PAGE_STORY_ARGS, storyPageProps, withIntl } from '../stories-support/with-intl';
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

/** A complete application, as a logistics partner would send it. */
async function fillApplication(canvas: Canvas) {
  await waitFor(() => expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveValue('TH'));
  await userEvent.type(canvas.getByRole('textbox', { name: /Company name/ }), 'Kerry Express Thailand');
  await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Somchai Jaidee');
  await userEvent.type(canvas.getByRole('textbox', { name: /Work email/ }), 'somchai@kerryexpress.co.th');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Partner type/ }), 'logistics');
  await userEvent.click(canvas.getByRole('radio', { name: '501–5,000' }));
  await userEvent.type(
    canvas.getByRole('textbox', { name: /work with Sellwise/ }),
    'Sellers could book our pick-ups and print labels from their order queue.',
  );
  await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
}

const send = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Send application' }));

/** The empty form, as a visitor first sees it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Become a partner');
    await expect(canvas.getByRole('textbox', { name: /Company name/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /Job title/ })).not.toBeRequired();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/en_US/privacyPolicy.htm',
    );
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveValue('TH'));
  },
};

/** Sent empty: every required field says so and the first one has focus. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveValue('TH'));
    await userEvent.type(canvas.getByRole('textbox', { name: /Company website/ }), 'my shop');
    await send(canvas);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Company name/ })).toHaveFocus());
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(6);
    await expect(canvas.getByText(/full address of your website/)).toBeVisible();
    await expect(canvas.getByText('Please agree so that our partner team can contact you.')).toBeVisible();
  },
};

/** The network failed: the form says so and keeps everything typed. */
export const ApiError: Story = {
  decorators: [withVisitorApi({ partnerApply: () => fail(-1, 'error.network') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillApplication(canvas);
    await send(canvas);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Company name/ })).toHaveValue('Kerry Express Thailand');
  },
};

/** Too many applications from this address or network: the wait the API asked for. */
export const RateLimited: Story = {
  decorators: [withVisitorApi({ partnerApply: () => fail(1008, 'error.rateLimited', { retryAfter: 1800 }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillApplication(canvas);
    await send(canvas);
    await expect(await canvas.findByText(/Try again in 1800 seconds/)).toBeVisible();
  },
};

/** Stored: thanks, and the address the partner team will write to. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillApplication(canvas);
    await send(canvas);
    const thanks = await canvas.findByRole('heading', { name: 'Thank you for applying' });
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/m/en_US/privacyPolicy.htm',
    );
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveValue('TH'));
  },
};
