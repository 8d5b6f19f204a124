import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { danglingAriaReferences, formText, storyTranslate } from '../../../stories-support/forms-samples';
import { TranslateContext } from '../form/translate';
import { Input } from '../text-field/text-field';
import { Field, useFieldControl } from './field';

function Control() {
  return <Input {...useFieldControl()} autoComplete="organization" />;
}

const meta = {
  title: 'Forms/Field/Features',
  component: Field,
  args: { label: 'Store name', children: <Control /> },
  render: (args, ctx) => (
    <TranslateContext value={storyTranslate(ctx)}>
      <div className="max-w-md">
        <Field {...args} label={formText('storeName', ctx)} />
      </div>
    </TranslateContext>
  ),
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LabelOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  },
};

export const RequiredMark: Story = { args: { required: true } };

export const HintAndError: Story = {
  args: { description: 'Shown on invoices and receipts.', error: 'validation.required', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    await expect(danglingAriaReferences(canvasElement)).toEqual([]);
  },
};

export const HiddenLabel: Story = { args: { hideLabel: true, description: 'The label is read, not shown.' } };

export const Disabled: Story = { args: { disabled: true, description: 'Set by your administrator.' } };

export const ReadOnly: Story = { args: { readOnly: true } };

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { required: true, error: 'validation.required', description: 'แสดงในใบแจ้งหนี้และใบเสร็จ' },
};
