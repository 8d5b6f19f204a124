import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import {
  FormHarness,
  formLabel,
  formText,
  phoneFieldLabels,
  storyLocale,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { sample } from '../../../stories-support/sample-text';
import { dialCodeOf, displayNames, type PhoneValue, phoneSchema, phoneValue } from './phone';
import { PhoneField } from './phone-field';

function harness(value?: PhoneValue, validate = false) {
  return (args: Parameters<typeof PhoneField>[0], ctx: { globals?: Record<string, unknown> }) => (
    <FormHarness
      schema={z.object({ phone: phoneSchema })}
      defaultValues={{ phone: value }}
      translate={storyTranslate(ctx)}
      validateOnMount={validate}
    >
      <PhoneField
        {...args}
        label={formText('phone', ctx)}
        labels={sample(phoneFieldLabels, ctx)}
        locale={storyLocale(ctx)}
      />
    </FormHarness>
  );
}

const meta = {
  title: 'Forms/PhoneField/Features',
  component: PhoneField,
  args: { name: 'phone', label: 'Mobile number', required: true },
  render: harness(),
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each market formats as its visitors write numbers. */
export const Markets: Story = {
  render: (args, ctx) => (
    <div className="flex flex-col gap-4">
      {(
        [
          ['TH', '0812345678'],
          ['VN', '0912345678'],
          ['ID', '081234567890'],
          ['MY', '0123456789'],
          ['PH', '09171234567'],
          ['SG', '81234567'],
        ] as const
      ).map(([country, digits]) => (
        <div key={country}>
          {harness(phoneValue(country, digits))({ ...args, defaultCountry: country }, ctx)}
        </div>
      ))}
    </div>
  ),
};

export const PickCountry: Story = {
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement, globals }) => {
    // Country names come from the browser's Intl in the story's language, as the picker shows them.
    const country = displayNames(storyLocale({ globals }));
    const labels = sample(phoneFieldLabels, { globals });
    const picker = (code: 'TH' | 'VN') => `${labels.country}: ${country(code)} +${dialCodeOf(code)}`;
    await userEvent.click(within(canvasElement).getByRole('button', { name: picker('TH') }));
    const list = within(await within(document.body).findByRole('dialog'));
    await expect(list.getByRole('listbox', { name: labels.country })).toBeVisible();
    await userEvent.type(list.getByRole('combobox', { name: labels.search }), '+84');
    await expect(list.getByRole('option', { name: (name) => name.includes(country('VN')) })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    const input = within(canvasElement).getByLabelText(formLabel('phone', { globals }));
    await waitFor(() => expect(input).toHaveFocus());
    await expect(within(canvasElement).getByRole('button', { name: picker('VN') })).toBeVisible();
  },
};

export const OpenList: Story = {
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /\+66/ }));
    await within(document.body).findByRole('dialog');
  },
};

export const InvalidForCountry: Story = { render: harness(phoneValue('MY', '0812'), true) };

export const EmptyRequired: Story = { render: harness(undefined, true) };

export const Disabled: Story = { args: { disabled: true }, render: harness(phoneValue('TH', '0812345678')) };

export const ReadOnly: Story = { args: { readOnly: true }, render: harness(phoneValue('VN', '0912345678')) };

export const Thai: Story = {
  globals: { locale: 'th' },
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /ไทย \+66/ }));
    await within(document.body).findByRole('dialog');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { defaultCountry: 'CN' },
  render: harness(phoneValue('CN', '13812345678')),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { snapshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /\+66/ }));
    await within(document.body).findByRole('dialog');
  },
};
