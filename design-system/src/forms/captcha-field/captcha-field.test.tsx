import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormContext } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormHarness } from '../../../stories-support/forms-samples';
import { requiredText } from '../rules';
import { CaptchaField, captchaUrl } from './captcha-field';

/** Sets a refusal on the field as a page does with the API's answer (form.setError). */
function Refusal({ onReady }: { onReady: (refuse: (message: string) => void) => void }) {
  const form = useFormContext();
  onReady((message) => form.setError('captcha', { message }, { shouldFocus: true }));
  return null;
}

describe('CaptchaField', { timeout: 20_000 }, () => {
  it('shows the picture and loads a new one under a new URL on refresh', async () => {
    const onRefresh = vi.fn();
    render(
      <FormHarness schema={z.object({ captcha: requiredText })} defaultValues={{ captcha: '' }}>
        <CaptchaField
          name="captcha"
          label="Characters in the picture"
          src="/api/v2/genVerifyCode.json"
          onRefresh={onRefresh}
        />
      </FormHarness>,
    );
    const image = screen.getByRole('img', { name: 'Picture with the characters to type' });
    expect(image).toHaveAttribute('src', '/api/v2/genVerifyCode.json');
    await userEvent.click(screen.getByRole('button', { name: 'Show a new picture' }));
    const first = image.getAttribute('src');
    expect(first).toMatch(/^\/api\/v2\/genVerifyCode\.json\?_r=\d+$/);
    expect(onRefresh).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await userEvent.click(screen.getByRole('button', { name: 'Show a new picture' }));
    expect(image.getAttribute('src')).not.toBe(first);

    const input = screen.getByLabelText('Characters in the picture');
    expect(input).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(input, '7KQ4m');
    expect(input).toHaveValue('7KQ4m');
  });

  it('clears a refusal as soon as a new answer is typed, before the field loses focus', async () => {
    let setError: (message: string) => void = () => {};
    render(
      <FormHarness schema={z.object({ captcha: requiredText })} defaultValues={{ captcha: '' }}>
        <CaptchaField name="captcha" label="Characters in the picture" src="/p.svg" />
        <Refusal
          onReady={(refuse) => {
            setError = refuse;
          }}
        />
      </FormHarness>,
    );
    act(() => setError('That answer was wrong'));
    expect(await screen.findByText('That answer was wrong')).toBeInTheDocument();
    const input = screen.getByLabelText('Characters in the picture');
    expect(input).toHaveFocus();
    await userEvent.type(input, 'k');
    expect(screen.queryByText('That answer was wrong')).toBeNull();
    expect(input).toHaveFocus();
  });

  it('renders no picture (and no empty src) until it has one', () => {
    render(
      <FormHarness schema={z.object({ captcha: requiredText })} defaultValues={{ captcha: '' }}>
        <CaptchaField name="captcha" label="Characters in the picture" src="" />
      </FormHarness>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('[data-slot="captcha-image-pending"]')).not.toBeNull();
  });

  it('adds the cache-buster after an existing query and before a hash', () => {
    expect(captchaUrl('/c?x=1#a', 5)).toBe('/c?x=1&_r=5#a');
    expect(captchaUrl('/c', 0)).toBe('/c');
    expect(captchaUrl('data:image/svg+xml,<svg/>', 5)).toBe('data:image/svg+xml,<svg/>');
  });
});
