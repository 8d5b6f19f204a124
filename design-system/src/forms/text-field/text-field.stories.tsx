import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import {
  FormHarness,
  formText,
  sampleEmailSchema,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { EmailField, TextField } from './text-field';
import { guidance } from './text-field.guidance';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  parameters: { guidance },
  args: { name: 'value', label: 'Store name', autoComplete: 'organization' },
  render: (args, ctx) => (
    <FormHarness
      schema={z.object({ value: z.string() })}
      defaultValues={{ value: '' }}
      translate={storyTranslate(ctx)}
    >
      <TextField {...args} />
    </FormHarness>
  ),
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => (
    <FormHarness
      schema={z.object({ email: sampleEmailSchema })}
      defaultValues={{ email: '' }}
      translate={storyTranslate(ctx)}
    >
      <EmailField
        {...args}
        name="email"
        autoComplete="email"
        label={formText('email', ctx)}
        description={formText('emailHint', ctx)}
      />
    </FormHarness>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'owner@mango.example');
    await expect(input).toHaveValue('owner@mango.example');
  },
};

export const Playground: Story = {
  args: {
    description: 'Shown on your invoices and receipts.',
    placeholder: 'Mango Home Living',
    required: false,
    disabled: false,
    readOnly: false,
  },
};

export const DoLabelAbove: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <FormHarness schema={z.object({ store: z.string() })} defaultValues={{ store: '' }}>
      <TextField
        name="store"
        autoComplete="organization"
        label={formText('storeName', ctx)}
        description={formText('storeNameHint', ctx)}
      />
    </FormHarness>
  ),
};

export const DontPlaceholderAsLabel: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <FormHarness schema={z.object({ store: z.string() })} defaultValues={{ store: '' }}>
      <TextField
        name="store"
        autoComplete="organization"
        label={formText('storeName', ctx)}
        hideLabel
        placeholder={formText('storeName', ctx)}
      />
    </FormHarness>
  ),
};
