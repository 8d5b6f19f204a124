import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import {
  FormHarness,
  formText,
  sampleEmailSchema,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { FormSubmit } from '../form/form';
import { requiredText } from '../rules';
import { EmailField, TextField } from './text-field';

const meta = {
  title: 'Forms/TextField/Features',
  component: TextField,
  args: { name: 'name', label: 'Store name' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

const schema = z.object({ email: sampleEmailSchema, name: requiredText });

export const WithHint: Story = {
  render: (args, ctx) => (
    <FormHarness schema={schema} defaultValues={{ email: '', name: '' }} translate={storyTranslate(ctx)}>
      <EmailField
        {...args}
        name="email"
        label={formText('email', ctx)}
        description={formText('emailHint', ctx)}
      />
    </FormHarness>
  ),
};

export const Required: Story = {
  render: (args, ctx) => (
    <FormHarness schema={schema} defaultValues={{ email: '', name: '' }} translate={storyTranslate(ctx)}>
      <TextField {...args} label={formText('storeName', ctx)} autoComplete="organization" required />
    </FormHarness>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  render: (args, ctx) => (
    <FormHarness
      schema={schema}
      defaultValues={{ email: 'owner@mango', name: '' }}
      translate={storyTranslate(ctx)}
      validateOnMount
    >
      <EmailField
        {...args}
        name="email"
        label={formText('email', ctx)}
        description={formText('emailHint', ctx)}
        required
      />
    </FormHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ValidatesOnSubmit: Story = {
  render: (args, ctx) => (
    <FormHarness
      schema={schema}
      defaultValues={{ email: '', name: '' }}
      translate={storyTranslate(ctx)}
      footer={<FormSubmit>{formText('submit', ctx)}</FormSubmit>}
    >
      <TextField {...args} label={formText('storeName', ctx)} autoComplete="organization" required />
      <EmailField {...args} name="email" label={formText('email', ctx)} required />
    </FormHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('textbox')[0]).toHaveFocus();
  },
};

export const Disabled: Story = {
  render: (args, ctx) => (
    <FormHarness schema={schema} defaultValues={{ email: 'owner@mango.example', name: '' }}>
      <EmailField {...args} name="email" label={formText('email', ctx)} disabled />
    </FormHarness>
  ),
};

export const ReadOnly: Story = {
  render: (args, ctx) => (
    <FormHarness schema={schema} defaultValues={{ email: 'owner@mango.example', name: '' }}>
      <EmailField
        {...args}
        name="email"
        label={formText('email', ctx)}
        description={formText('emailHint', ctx)}
        readOnly
      />
    </FormHarness>
  ),
};

export const Thai: Story = {
  ...WithError,
  globals: { locale: 'th' },
};

export const Chinese: Story = {
  ...WithHint,
  globals: { locale: 'zh_CN' },
};

export const Phone: Story = {
  ...ValidatesOnSubmit,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
