import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import {
  FormHarness,
  formText,
  marketplaceOptions,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { requiredText } from '../rules';
import { Select } from './select';

function harness(value: string, validate = false) {
  return (args: Parameters<typeof Select>[0], ctx: { globals?: Record<string, unknown> }) => (
    <FormHarness
      schema={z.object({ marketplace: requiredText })}
      defaultValues={{ marketplace: value }}
      translate={storyTranslate(ctx)}
      validateOnMount={validate}
    >
      <Select {...args} label={formText('marketplace', ctx)} placeholder={formText('choose', ctx)} />
    </FormHarness>
  );
}

const meta = {
  title: 'Forms/Select/Features',
  component: Select,
  args: { name: 'marketplace', label: 'Main marketplace', options: marketplaceOptions, required: true },
  render: harness('shopee'),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args, ctx) => (
    <div className="flex flex-col gap-4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size}>{harness('shopee')({ ...args, size }, ctx)}</div>
      ))}
    </div>
  ),
};

export const WithError: Story = { render: harness('', true) };

export const WithDisabledOption: Story = {
  args: {
    options: [...marketplaceOptions, { value: 'amazon', label: 'Amazon (coming soon)', disabled: true }],
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const ReadOnly: Story = { args: { readOnly: true } };

export const Thai: Story = { globals: { locale: 'th' }, render: harness('', true) };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
