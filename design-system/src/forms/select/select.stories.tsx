import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import {
  FormHarness,
  formText,
  marketplaceOptions,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { sampleOrEdited } from '../../../stories-support/sample-text';
import { Select } from './select';
import { guidance } from './select.guidance';

const meta = {
  title: 'Forms/Select',
  component: Select,
  parameters: { guidance },
  args: {
    name: 'marketplace',
    label: 'Main marketplace',
    options: marketplaceOptions,
    placeholder: 'Choose…',
  },
  render: (args, ctx) => (
    <FormHarness
      schema={z.object({ marketplace: z.string() })}
      defaultValues={{ marketplace: '' }}
      translate={storyTranslate(ctx)}
    >
      <Select
        {...args}
        {...sampleOrEdited(
          { label: formText('marketplace', ctx), placeholder: formText('choose', ctx) },
          args,
          ctx,
        )}
      />
    </FormHarness>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await userEvent.selectOptions(select, 'lazada');
    await expect(select).toHaveValue('lazada');
  },
};

export const Playground: Story = {
  args: { required: true, disabled: false, readOnly: false, description: '', size: 'md' },
};

export const DoNeutralPlaceholder: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
};

export const DontPreselectGuess: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ marketplace: z.string() })} defaultValues={{ marketplace: 'shopee' }}>
      <Select {...args} label={formText('marketplace', ctx)} placeholder={undefined} />
    </FormHarness>
  ),
};
