import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { FormHarness, formText, storyTranslate } from '../../../stories-support/forms-samples';
import { agreeSchema } from '../rules';
import { Checkbox } from './checkbox';

type Ctx = { globals?: Record<string, unknown> };

/** "I agree to the Terms of Service and Privacy Policy", with real links inside the label. */
function agreeLabel(ctx: Ctx) {
  return (
    <>
      {formText('agreeBefore', ctx)}
      <a href="#terms" className="text-primary">
        {formText('terms', ctx)}
      </a>
      {formText('agreeAnd', ctx)}
      <a href="#privacy" className="text-primary">
        {formText('privacy', ctx)}
      </a>
    </>
  );
}

function harness(value: boolean, validate = false) {
  return (args: Parameters<typeof Checkbox>[0], ctx: Ctx) => (
    <FormHarness
      schema={z.object({ agree: agreeSchema })}
      defaultValues={{ agree: value }}
      translate={storyTranslate(ctx)}
      validateOnMount={validate}
    >
      <Checkbox {...args} label={agreeLabel(ctx)} />
    </FormHarness>
  );
}

const meta = {
  title: 'Forms/Checkbox/Features',
  component: Checkbox,
  args: { name: 'agree', label: 'I agree', required: true },
  render: harness(false),
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AgreeToTerms: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox');
    // A link inside the label opens the page; it does not tick the box. A native click, because
    // user-event imitates label clicks itself and would tick it where the browser does not.
    canvas.getByRole('link', { name: formText('privacy', { globals }) }).click();
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { render: harness(true) };

export const WithError: Story = { render: harness(false, true) };

export const WithHint: Story = {
  render: (args, ctx) => (
    <FormHarness schema={z.object({ newsletter: z.boolean() })} defaultValues={{ newsletter: true }}>
      <Checkbox
        {...args}
        name="newsletter"
        required={false}
        label={formText('newsletter', ctx)}
        description="You can unsubscribe in one click."
      />
    </FormHarness>
  ),
};

export const Disabled: Story = { args: { disabled: true }, render: harness(true) };

export const ReadOnly: Story = { args: { readOnly: true }, render: harness(true) };

export const Thai: Story = { globals: { locale: 'th' }, render: harness(false, true) };

export const Chinese: Story = { globals: { locale: 'zh_CN' } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: harness(false, true),
};
