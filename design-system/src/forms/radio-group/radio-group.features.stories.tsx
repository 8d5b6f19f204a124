import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import {
  channelOptions,
  FormHarness,
  formText,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { requiredText } from '../rules';
import { RadioGroup } from './radio-group';

function harness(value: string, validate = false) {
  return (args: Parameters<typeof RadioGroup>[0], ctx: { globals?: Record<string, unknown> }) => (
    <FormHarness
      schema={z.object({ channel: requiredText })}
      defaultValues={{ channel: value }}
      translate={storyTranslate(ctx)}
      validateOnMount={validate}
    >
      <RadioGroup {...args} label={formText('signUpWith', ctx)} options={channelOptions(ctx)} />
    </FormHarness>
  );
}

const meta = {
  title: 'Forms/RadioGroup/Features',
  component: RadioGroup,
  args: { name: 'channel', label: 'Sign up with', options: [], required: true },
  render: harness('phone'),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardArrows: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const phone = formText('byPhone', { globals });
    await expect(canvas.getByRole('radio', { name: (name) => name.includes(phone) })).toHaveFocus();
    // Held down as a person would: Radix checks the radio that receives focus while an arrow is pressed.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: formText('byEmail', { globals }) })).toBeChecked(),
    );
    await userEvent.keyboard('{/ArrowDown}');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ channel: requiredText })} defaultValues={{ channel: 'email' }}>
      <RadioGroup
        {...args}
        label={formText('signUpWith', ctx)}
        options={channelOptions(ctx).map(({ value, label }) => ({ value, label }))}
      />
    </FormHarness>
  ),
};

export const Tiles: Story = { args: { variant: 'tiles' } };

export const WithError: Story = { render: harness('', true) };

export const DisabledOption: Story = {
  render: (args, ctx) => (
    <FormHarness schema={z.object({ channel: requiredText })} defaultValues={{ channel: 'phone' }}>
      <RadioGroup
        {...args}
        label={formText('signUpWith', ctx)}
        options={[
          ...channelOptions(ctx),
          { value: 'line', label: 'LINE', description: 'Coming soon', disabled: true },
        ]}
      />
    </FormHarness>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const ReadOnly: Story = { args: { readOnly: true } };

export const Thai: Story = { globals: { locale: 'th' } };

export const Chinese: Story = { globals: { locale: 'zh_CN' }, render: harness('', true) };
