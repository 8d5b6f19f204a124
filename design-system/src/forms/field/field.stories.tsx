import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { danglingAriaReferences, formText } from '../../../stories-support/forms-samples';
import { Input } from '../text-field/text-field';
import { Field, useFieldControl } from './field';

/** Field is the layout and wiring every form control uses; the connected fields wrap it. */
function StoreNameInput() {
  return <Input {...useFieldControl()} autoComplete="organization" defaultValue="Mango Home Living" />;
}

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Store name', children: <StoreNameInput /> },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, ctx) => (
    <div className="max-w-md">
      <Field {...args} label={formText('storeName', ctx)} description={formText('messageHint', ctx)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(/./);
    await expect(danglingAriaReferences(canvasElement)).toEqual([]);
  },
};

export const Playground: Story = {
  args: {
    description: 'Shown on invoices and receipts.',
    error: 'validation.required',
    required: true,
    disabled: false,
    readOnly: false,
    hideLabel: false,
  },
  render: (args) => (
    <div className="max-w-md">
      <Field {...args} />
    </div>
  ),
};
