import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema } from '@sellwise/api/contract/fields';
import { Form, phoneSchema } from '@sellwise/design-system/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { contains, startsWith, storyText, withIntl } from '../stories-support/with-intl';
import { AccountFields } from './account-fields';
import { VisitorCaptchaField, VisitorCodeField, VisitorPasswordField } from './credential-fields';
import { useFormTranslate } from './form-translate';
import { VisitorPhoneField } from './visitor-phone-field';

const CAPTCHA = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#f1f5f9"/><path d="M12 28l8-16 8 16M40 12v16h10M62 12h10l-10 16h10" stroke="#334155" stroke-width="3" fill="none"/></svg>',
)}`;

const schema = z.object({
  channel: z.enum(['email', 'phone']),
  email: z.string().optional(),
  phone: phoneSchema.optional(),
  password: passwordSchema,
});

/** The shared, translated visitor fields as the sign-up, log-in and reset pages compose them. */
function VisitorFieldsDemo({ onResend }: { onResend: () => Promise<boolean> }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { channel: 'email' as const } });
  return (
    <Form form={form} onSubmit={() => {}} translate={useFormTranslate()} className="max-w-md">
      <AccountFields defaultCountry="TH" />
      <VisitorCaptchaField src={CAPTCHA} onRefresh={() => {}} />
      <VisitorCodeField onResend={onResend} />
      <VisitorPasswordField purpose="new" />
    </Form>
  );
}

const meta = {
  title: 'Pages/Visitor/Fields',
  component: VisitorFieldsDemo,
  decorators: [withIntl],
  render: (args) => (
    <main className="p-6">
      <VisitorFieldsDemo {...args} />
    </main>
  ),
  args: { onResend: fn(() => Promise.resolve(true)) },
} satisfies Meta<typeof VisitorFieldsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Switching to the phone channel swaps the e-mail field for the mobile number. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const email = { name: contains(t('pages.visitor.fields.email.label')) };
    await expect(canvas.getByRole('textbox', email)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: t('pages.visitor.channel.phone') }));
    await expect(canvas.queryByRole('textbox', email)).toBeNull();
    // The phone field's code loads when the channel is picked.
    await expect(
      await canvas.findByRole('textbox', { name: startsWith(t('pages.visitor.fields.phone.label')) }),
    ).toBeVisible();
  },
};

export const Thai: Story = { globals: { locale: 'th' } };

const phoneOnly = z.object({ phone: phoneSchema });

/** The phone field on its own, as the training booking asks for a mobile number. */
export const PhoneOnly: Story = {
  render: () => {
    const form = useForm({ resolver: zodResolver(phoneOnly) });
    return (
      <main className="p-6">
        <Form form={form} onSubmit={() => {}} translate={useFormTranslate()} className="max-w-md">
          <VisitorPhoneField name="phone" defaultCountry="VN" />
        </Form>
      </main>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const phone = startsWith(storyText({ globals })('pages.visitor.fields.phone.label'));
    await expect(canvas.getByRole('textbox', { name: phone })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /\+84/ })).toBeVisible();
  },
};
