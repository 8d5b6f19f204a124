import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  danglingAriaReferences,
  formText,
  sampleDontIds,
  sampleIds,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { TranslateContext } from '../form/translate';
import { Input } from '../text-field/text-field';
import { Field, useFieldControl } from './field';
import { guidance } from './field.guidance';

/** Field is the layout and wiring every form control uses; the connected fields wrap it. */
function StoreNameInput() {
  return <Input {...useFieldControl()} autoComplete="organization" defaultValue="Mango Home Living" />;
}

const meta = {
  title: 'Forms/Field',
  component: Field,
  parameters: { guidance },
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

function EmailInput() {
  return <Input {...useFieldControl()} type="email" autoComplete="email" defaultValue="owner@mango" />;
}

export const DoErrorSaysWhatToDo: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <TranslateContext value={storyTranslate(ctx)}>
      <div className="max-w-md">
        <Field label={formText('email', ctx)} error={sampleIds.emailInvalid}>
          <EmailInput />
        </Field>
      </div>
    </TranslateContext>
  ),
};

export const DontInvalidInput: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (_args, ctx) => (
    <TranslateContext value={storyTranslate(ctx)}>
      <div className="max-w-md">
        <Field label={formText('email', ctx)} error={sampleDontIds.invalidInput}>
          <EmailInput />
        </Field>
      </div>
    </TranslateContext>
  ),
};
