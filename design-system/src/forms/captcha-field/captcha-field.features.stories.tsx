import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { z } from 'zod';
import {
  captchaFieldLabels,
  FormHarness,
  formText,
  sampleCaptchaSrc,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { sample } from '../../../stories-support/sample-text';
import { requiredText } from '../rules';
import { CaptchaField } from './captcha-field';

function harness(value: string, validate = false) {
  return (args: Parameters<typeof CaptchaField>[0], ctx: { globals?: Record<string, unknown> }) => (
    <FormHarness
      schema={z.object({ captcha: requiredText })}
      defaultValues={{ captcha: value }}
      translate={storyTranslate(ctx)}
      validateOnMount={validate}
    >
      <CaptchaField {...args} label={formText('captcha', ctx)} labels={sample(captchaFieldLabels, ctx)} />
    </FormHarness>
  );
}

const meta = {
  title: 'Forms/CaptchaField/Features',
  component: CaptchaField,
  args: {
    name: 'captcha',
    label: 'Characters in the picture',
    src: sampleCaptchaSrc,
    onRefresh: fn(),
    required: true,
  },
  render: harness(''),
} satisfies Meta<typeof CaptchaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithError: Story = { render: harness('', true) };

export const Disabled: Story = { args: { disabled: true }, render: harness('7KQ4m') };

export const Thai: Story = {
  globals: { locale: 'th' },
  render: harness('', true),
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
