import { RefreshCw } from 'lucide-react';
import * as React from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../primitives/button/button';
import type { TextFieldProps } from '../text-field/text-field';
import { TextField } from '../text-field/text-field';

export type CaptchaFieldLabels = {
  /** Alternative text of the picture. */
  image: string;
  refresh: string;
};

export const defaultCaptchaFieldLabels: CaptchaFieldLabels = {
  image: 'Picture with the characters to type',
  refresh: 'Show a new picture',
};

export type CaptchaFieldProps = Omit<TextFieldProps, 'type'> & {
  /** URL of the captcha picture, e.g. the API's /api/v2/genVerifyCode.json. */
  src: string;
  /** Called after the picture changed, e.g. to clear the typed answer. */
  onRefresh?: () => void;
  labels?: Partial<CaptchaFieldLabels>;
};

/** Adds a cache-buster, so the browser asks the server for a new picture instead of reusing the old one. */
export function captchaUrl(src: string, nonce: number): string {
  // data: and blob: pictures are never fetched, so there is no cache to bust.
  if (nonce === 0 || /^(data|blob):/.test(src)) return src;
  const [path, hash] = src.split('#');
  return `${path}${path!.includes('?') ? '&' : '?'}_r=${nonce}${hash !== undefined ? `#${hash}` : ''}`;
}

/** Picture captcha: the picture, a refresh button and the answer input. */
export function CaptchaField({ src, onRefresh, labels: labelOverrides, ...props }: CaptchaFieldProps) {
  const labels = { ...defaultCaptchaFieldLabels, ...labelOverrides };
  const [nonce, setNonce] = React.useState(0);
  const form = useFormContext();
  // A refusal is about the answer typed before: a new answer clears it as it is typed, not only on blur,
  // where the message going would move the buttons below from under the visitor's pointer mid-click.
  const clearRefusal = () => {
    if (form.getFieldState(props.name).error) form.clearErrors(props.name);
  };
  return (
    <div data-slot="captcha-field" className="flex flex-col gap-2" onInput={clearRefusal}>
      <TextField autoComplete="off" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...props} />
      <div className="flex items-center gap-2">
        {src ? (
          <img
            src={captchaUrl(src, nonce)}
            alt={labels.image}
            width={120}
            height={40}
            data-slot="captcha-image"
            className="h-10 w-30 rounded-md border border-border bg-surface object-contain"
          />
        ) : (
          // Until the page has a picture (it is fetched after hydration): the same box, no empty src.
          <span
            aria-hidden="true"
            data-slot="captcha-image-pending"
            className="block h-10 w-30 rounded-md border border-border bg-surface"
          />
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={labels.refresh}
          disabled={props.disabled}
          data-slot="captcha-refresh"
          onClick={() => {
            // A time, not a counter: a counter would repeat URLs the browser cached before a reload.
            setNonce(Date.now());
            onRefresh?.();
          }}
        >
          <RefreshCw aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
