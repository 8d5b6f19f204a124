import * as React from 'react';
import { cn } from '../../lib/cn';
import { CopyLinkButton, type CopyLinkLabels } from './copy-link-button';

export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'line' | 'whatsapp';

export const SHARE_NETWORKS: readonly ShareNetwork[] = ['facebook', 'x', 'linkedin', 'line', 'whatsapp'];

/** Brand names are not translated; `labels.network` builds the link's name from them ("Share on LINE"). */
export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  line: 'LINE',
  whatsapp: 'WhatsApp',
};

/** Each network's own share page: a plain link, so no third-party script or request until the reader clicks. */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${u}&text=${t}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  }
}

const glyphs: Record<ShareNetwork, React.ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6H16.6V4.3A20 20 0 0 0 14.4 4.2c-2.3 0-3.9 1.4-3.9 4v2.3H8v3h2.5V21z" />
  ),
  x: (
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.3 4.7H5.5z" />
  ),
  linkedin: (
    <path d="M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 8.5h3V21H3zm5.5 0h2.9v1.7c.5-.9 1.7-2 3.6-2 3.7 0 4.5 2.4 4.5 5.6V21h-3v-6.5c0-1.6-.1-3.5-2.2-3.5s-2.6 1.7-2.6 3.4V21h-3z" />
  ),
  line: (
    <path d="M12 3C6.5 3 2 6.6 2 11.1c0 4 3.6 7.4 8.4 8 .3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1.1.9.6 1.1-.5 6-3.5 8.2-6.1 1.5-1.6 2.2-3.2 2.2-5C22.5 6.6 17.5 3 12 3zM8.4 13.6H6.3a.5.5 0 0 1-.5-.5V9a.5.5 0 0 1 1 0v3.6h1.6a.5.5 0 0 1 0 1zm2.2-.5a.5.5 0 0 1-1 0V9a.5.5 0 0 1 1 0zm4.9 0a.5.5 0 0 1-.9.3l-2.1-2.9v2.6a.5.5 0 0 1-1 0V9a.5.5 0 0 1 .9-.3l2.1 2.9V9a.5.5 0 0 1 1 0zm3.3-2.6a.5.5 0 0 1 0 1h-1.6v1h1.6a.5.5 0 0 1 0 1h-2.1a.5.5 0 0 1-.5-.5V9a.5.5 0 0 1 .5-.5h2.1a.5.5 0 0 1 0 1h-1.6v1z" />
  ),
  whatsapp: (
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7c.1.2 1.9 2.9 4.6 4 1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.4-.2z" />
  ),
};

export type ShareLinksLabels = {
  copy: string;
  copied: string;
  /** Announced when copying failed (optional). */
  failed?: string;
  /** The name of one network's link, e.g. (name) => `Share on ${name}`. */
  network: (name: string) => string;
};

export type ShareLinksProps = {
  /** The canonical address of the article. */
  url: string;
  title: string;
  /** Group label shown before the links, e.g. "Share". */
  label: string;
  networks?: ShareNetwork[];
  labels: ShareLinksLabels;
  /** Hide the visible label (the group keeps it as its name). */
  hideLabel?: boolean;
  className?: string;
};

/**
 * Share an article: plain links to each network's share page (opened in a new tab) and a copy-link button.
 * No network script is loaded and nothing is sent until the reader chooses a network.
 */
export function ShareLinks({
  url,
  title,
  label,
  networks = [...SHARE_NETWORKS],
  labels,
  hideLabel = false,
  className,
}: ShareLinksProps) {
  const labelId = React.useId();
  const copyLabels: CopyLinkLabels = { copy: labels.copy, copied: labels.copied, failed: labels.failed };
  return (
    // biome-ignore lint/a11y/useSemanticElements: links and a button, not form fields: a fieldset would misdescribe them.
    <div
      role="group"
      aria-labelledby={labelId}
      data-slot="share-links"
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}
    >
      <span id={labelId} className={cn('text-sm font-semibold text-foreground', hideLabel && 'sr-only')}>
        {label}
      </span>
      <ul className="flex flex-wrap items-center gap-2">
        {networks.map((network) => {
          const name = labels.network(SHARE_NETWORK_NAMES[network]);
          return (
            <li key={network}>
              <a
                href={shareUrl(network, url, title)}
                target="_blank"
                rel="noopener noreferrer"
                title={name}
                data-network={network}
                className="inline-flex size-10 items-center justify-center rounded-full border border-input bg-background text-foreground transition-colors duration-fast hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5">
                  {glyphs[network]}
                </svg>
                <span className="sr-only">{name}</span>
              </a>
            </li>
          );
        })}
        <li>
          <CopyLinkButton url={url} labels={copyLabels} variant="icon" />
        </li>
      </ul>
    </div>
  );
}
