import { Check, Link2 } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';

export type CopyLinkLabels = {
  /** Button text, e.g. "Copy link". */
  copy: string;
  /** Shown on the button and announced once the link is on the clipboard, e.g. "Link copied". */
  copied: string;
  /** Announced when the browser refused to copy, e.g. "Could not copy the link". */
  failed?: string;
};

export type CopyLinkButtonProps = {
  url: string;
  labels: CopyLinkLabels;
  /** `button`: icon and text (default); `icon`: a round icon button (the text stays its name and tooltip). */
  variant?: 'button' | 'icon';
  /** How long the button says "copied", in ms (default 2500). */
  resetAfter?: number;
  className?: string;
};

/** Copies without the async clipboard (older browsers, http pages): a hidden textarea, select, execCommand. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetInlineStart = '-9999px';
  area.style.opacity = '0';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  focused?.focus();
  return ok;
}

/** Like sections/contact-card copyText, but focus returns to the button after the selection fallback. */
async function copyLink(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or not a secure context: try the selection route.
  }
  return copyWithSelection(text);
}

/** Copies a link to the clipboard and says so, on the button and to screen readers (polite). */
export function CopyLinkButton({
  url,
  labels,
  variant = 'button',
  resetAfter = 2500,
  className,
}: CopyLinkButtonProps) {
  const [state, setState] = React.useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const ok = await copyLink(url);
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), resetAfter);
  };

  const copied = state === 'copied';
  const text = copied ? labels.copied : labels.copy;
  const Icon = copied ? Check : Link2;
  const announcement = copied ? labels.copied : state === 'failed' ? (labels.failed ?? '') : '';
  return (
    <>
      {variant === 'icon' ? (
        <Button
          variant="outline"
          size="icon"
          shape="pill"
          title={text}
          data-slot="copy-link-button"
          data-state={state}
          onClick={copy}
          className={className}
        >
          <Icon aria-hidden="true" className={cn(copied && 'text-success')} />
          <span className="sr-only">{labels.copy}</span>
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          shape="pill"
          data-slot="copy-link-button"
          data-state={state}
          onClick={copy}
          className={className}
        >
          <Icon aria-hidden="true" className={cn(copied && 'text-success')} />
          {text}
        </Button>
      )}
      <span role="status" className="sr-only" data-slot="copy-link-status">
        {announcement}
      </span>
    </>
  );
}
