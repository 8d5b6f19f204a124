import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import {
  FormHarness,
  formLabel,
  formText,
  phoneFieldLabels,
  storyLocale,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { sample, sampleOrEdited } from '../../../stories-support/sample-text';
import { phoneSchema } from './phone';
import { PhoneField } from './phone-field';
import { guidance } from './phone-field.guidance';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  parameters: { guidance },
  args: { name: 'phone', label: 'Mobile number', defaultCountry: 'TH' },
  argTypes: {
    defaultCountry: {
      control: 'select',
      options: ['TH', 'VN', 'ID', 'MY', 'PH', 'SG', 'CN', 'TW', 'HK', 'US'],
    },
  },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ phone: phoneSchema })} translate={storyTranslate(ctx)}>
      <PhoneField
        {...args}
        {...sampleOrEdited(
          { label: formText('phone', ctx), labels: sample(phoneFieldLabels, ctx), locale: storyLocale(ctx) },
          args,
          ctx,
        )}
      />
    </FormHarness>
  ),
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { required: true },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ phone: phoneSchema })} translate={storyTranslate(ctx)}>
      <PhoneField
        {...args}
        label={formText('phone', ctx)}
        description={formText('phoneHint', ctx)}
        labels={sample(phoneFieldLabels, ctx)}
        locale={storyLocale(ctx)}
      />
    </FormHarness>
  ),
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByLabelText(formLabel('phone', { globals }));
    await userEvent.type(input, '0812345678');
    await expect(input).toHaveValue('081 234 5678');
  },
};

export const Playground: Story = {
  args: { required: false, disabled: false, readOnly: false, description: '', placeholder: '081 234 5678' },
};

export const DoSayWhyWeAsk: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ phone: phoneSchema })} translate={storyTranslate(ctx)}>
      <PhoneField
        {...args}
        label={formText('phone', ctx)}
        description={formText('phoneHint', ctx)}
        labels={sample(phoneFieldLabels, ctx)}
        locale={storyLocale(ctx)}
      />
    </FormHarness>
  ),
};

export const DontFormatRulesInLabel: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ phone: phoneSchema })} translate={storyTranslate(ctx)}>
      <PhoneField
        {...args}
        label={formText('phoneFormatLabel', ctx)}
        labels={sample(phoneFieldLabels, ctx)}
        locale={storyLocale(ctx)}
      />
    </FormHarness>
  ),
};
