import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import {
  channelOptions,
  FormHarness,
  formText,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { sampleOrEdited } from '../../../stories-support/sample-text';
import { Select } from '../select/select';
import { RadioGroup } from './radio-group';
import { guidance } from './radio-group.guidance';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  parameters: { guidance },
  args: { name: 'channel', label: 'Sign up with', options: [] },
  render: (args, ctx) => (
    <FormHarness
      schema={z.object({ channel: z.string() })}
      defaultValues={{ channel: 'phone' }}
      translate={storyTranslate(ctx)}
    >
      <RadioGroup
        {...args}
        {...sampleOrEdited({ label: formText('signUpWith', ctx), options: channelOptions(ctx) }, args, ctx)}
      />
    </FormHarness>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const email = formText('byEmail', { globals });
    await userEvent.click(canvas.getByRole('radio', { name: email }));
    await expect(canvas.getByRole('radio', { name: email })).toBeChecked();
  },
};

export const Playground: Story = {
  args: { variant: 'list', orientation: 'vertical', required: false, disabled: false, readOnly: false },
};

export const DoShowFewOptions: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
};

export const DontHideFewOptions: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <FormHarness schema={z.object({ channel: z.string() })} defaultValues={{ channel: 'phone' }}>
      <Select
        name="channel"
        label={formText('signUpWith', ctx)}
        options={channelOptions(ctx).map(({ value, label }) => ({ value, label }))}
      />
    </FormHarness>
  ),
};
