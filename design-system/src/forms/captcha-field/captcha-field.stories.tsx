import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import {
  captchaFieldLabels,
  FormHarness,
  formText,
  sampleCaptchaSrc,
  storyTranslate,
} from '../../../stories-support/forms-samples';
import { sample, sampleOrEdited } from '../../../stories-support/sample-text';
import { requiredText } from '../rules';
import { CaptchaField } from './captcha-field';
import { guidance } from './captcha-field.guidance';

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  parameters: { guidance },
  args: { name: 'captcha', label: 'Characters in the picture', src: sampleCaptchaSrc, onRefresh: fn() },
  render: (args, ctx) => (
    <FormHarness
      schema={z.object({ captcha: requiredText })}
      defaultValues={{ captcha: '' }}
      translate={storyTranslate(ctx)}
    >
      <CaptchaField
        {...args}
        {...sampleOrEdited(
          { label: formText('captcha', ctx), labels: sample(captchaFieldLabels, ctx) },
          args,
          ctx,
        )}
      />
    </FormHarness>
  ),
} satisfies Meta<typeof CaptchaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { required: true },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { image, refresh } = sample(captchaFieldLabels, { globals });
    await expect(canvas.getByRole('img', { name: image })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: refresh }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('textbox'), '7KQ4m');
  },
};

export const Playground: Story = {
  args: { required: true, disabled: false, readOnly: false, description: 'Not case-sensitive.' },
};

export const DoSayWhatToType: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ captcha: requiredText })} defaultValues={{ captcha: '' }}>
      <CaptchaField
        {...args}
        label={formText('captcha', ctx)}
        labels={sample(captchaFieldLabels, ctx)}
        description={formText('notCaseSensitive', ctx)}
      />
    </FormHarness>
  ),
};

export const DontJargonLabel: Story = {
  tags: ['guidance', '!autodocs'],
  parameters: { snapshot: false },
  render: (args, ctx) => (
    <FormHarness schema={z.object({ captcha: requiredText })} defaultValues={{ captcha: '' }}>
      <CaptchaField
        {...args}
        label={formText('captchaJargon', ctx)}
        labels={sample(captchaFieldLabels, ctx)}
      />
    </FormHarness>
  ),
};
