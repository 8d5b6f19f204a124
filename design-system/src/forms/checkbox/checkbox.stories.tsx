import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { FormHarness, formText, storyTranslate } from '../../../stories-support/forms-samples';
import { Checkbox } from './checkbox';
import { guidance } from './checkbox.guidance';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  parameters: { guidance },
  args: { name: 'newsletter', label: 'Send me selling tips and product news' },
  render: (args, ctx) => (
    <FormHarness
      schema={z.object({ newsletter: z.boolean() })}
      defaultValues={{ newsletter: false }}
      translate={storyTranslate(ctx)}
    >
      <Checkbox {...args} label={formText('newsletter', ctx)} />
    </FormHarness>
  ),
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Playground: Story = {
  args: {
    description: 'You can unsubscribe in one click.',
    required: false,
    disabled: false,
    readOnly: false,
  },
  render: (args) => (
    <FormHarness schema={z.object({ newsletter: z.boolean() })} defaultValues={{ newsletter: false }}>
      <Checkbox {...args} />
    </FormHarness>
  ),
};

export const DoPositiveLabel: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ newsletter: z.boolean() })} defaultValues={{ newsletter: false }}>
      <Checkbox {...args} label={formText('newsletter', ctx)} />
    </FormHarness>
  ),
};

export const DontDoubleNegative: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ newsletter: z.boolean() })} defaultValues={{ newsletter: false }}>
      <Checkbox {...args} label={formText('newsletterOptOut', ctx)} />
    </FormHarness>
  ),
};
