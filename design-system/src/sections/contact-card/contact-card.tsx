import {
  Check,
  Copy,
  Mail,
  MessageCircle,
  MessageCircleMore,
  MessagesSquare,
  Phone,
  Send,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Heading } from '../../primitives/heading/heading';
import {
  childLevel,
  type LightTone,
  Section,
  type SectionBaseProps,
  SectionHeader,
} from '../section/section';
import { copyText } from './copy-text';

export const CONTACT_CHANNELS = {
  whatsapp: { icon: MessageCircle, tile: 'bg-success text-success-foreground' },
  line: { icon: MessagesSquare, tile: 'bg-success-subtle text-success-subtle-foreground' },
  zalo: { icon: Send, tile: 'bg-info text-info-foreground' },
  wechat: { icon: MessageCircleMore, tile: 'bg-success text-success-foreground' },
  email: { icon: Mail, tile: 'bg-primary text-primary-foreground' },
  phone: { icon: Phone, tile: 'bg-accent text-accent-foreground' },
} as const;

export type ContactChannelType = keyof typeof CONTACT_CHANNELS;

export type ContactChannel = {
  channel: ContactChannelType;
  /** The channel's name as shown, e.g. "WhatsApp", "LINE", "邮件". */
  label: string;
  /** What to add or type: a number, a LINE id, an address. */
  handle: string;
  /** Opens the chat or mail app: https://wa.me/…, https://line.me/R/ti/p/…, mailto:… */
  href?: string;
  /** A QR code image (served by the API) to scan with the phone. */
  qrCodeUrl?: string;
  /** e.g. "Mon–Fri 9:00–18:00 (GMT+7)". */
  hours?: string;
};

export type ContactCardLabels = {
  copy: string;
  copied: string;
  copyFailed: string;
  /** Alt text of the QR code; `{channel}` is replaced by the channel's label. */
  qrAlt: string;
};

const defaultLabels: ContactCardLabels = {
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy',
  qrAlt: 'QR code to contact us on {channel}',
};

export type ContactCardProps = SectionBaseProps & {
  eyebrow?: string;
  title?: string;
  text?: string;
  channels: ContactChannel[];
  /** Without the section band, for a sidebar or dialog. */
  bare?: boolean;
  labels?: Partial<ContactCardLabels>;
  onCopy?: (channel: ContactChannel) => void;
  tone?: LightTone;
};

function CopyButton({
  channel,
  labels,
  onCopy,
}: {
  channel: ContactChannel;
  labels: ContactCardLabels;
  onCopy?: (channel: ContactChannel) => void;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const ok = await copyText(channel.handle);
    setState(ok ? 'copied' : 'failed');
    if (ok) onCopy?.(channel);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 3000);
  };
  return (
    <>
      <button
        type="button"
        data-slot="contact-copy"
        onClick={copy}
        aria-label={`${labels.copy} ${channel.label}: ${channel.handle}`}
        className="inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-md border border-input bg-background px-2.5 text-sm font-semibold text-foreground transition-colors duration-fast hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-success" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {labels.copy}
      </button>
      <span role="status" data-slot="contact-copy-status" className="sr-only">
        {state === 'copied'
          ? `${labels.copied}: ${channel.handle}`
          : state === 'failed'
            ? labels.copyFailed
            : ''}
      </span>
    </>
  );
}

function ChannelTile({
  channel,
  level,
  labels,
  bare,
  onCopy,
}: {
  channel: ContactChannel;
  bare: boolean;
  level: ReturnType<typeof childLevel>;
  labels: ContactCardLabels;
  onCopy?: (channel: ContactChannel) => void;
}) {
  const { icon: Glyph, tile } = CONTACT_CHANNELS[channel.channel];
  const handle = channel.href ? (
    <a
      href={channel.href}
      className="rounded-sm font-semibold break-all text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {channel.handle}
    </a>
  ) : (
    <span className="font-semibold break-all text-foreground">{channel.handle}</span>
  );
  return (
    <li
      data-slot="contact-channel"
      data-channel={channel.channel}
      className={cn(
        'flex w-full flex-col gap-4 rounded-xl bg-background p-5 ring-1 ring-border sm:w-[calc(50%-0.5rem)]',
        !bare && 'lg:w-[calc((100%-2rem)/3)]',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tile)}
        >
          <Glyph className="size-5" />
        </span>
        <Heading level={level} size="xs">
          {channel.label}
        </Heading>
      </div>
      <div className="flex items-center justify-between gap-3">
        {handle}
        <CopyButton channel={channel} labels={labels} onCopy={onCopy} />
      </div>
      {channel.hours ? <p className="text-sm text-muted-foreground">{channel.hours}</p> : null}
      {channel.qrCodeUrl ? (
        <img
          src={channel.qrCodeUrl}
          alt={labels.qrAlt.replace('{channel}', channel.label)}
          width={144}
          height={144}
          loading="lazy"
          className="size-36 self-center rounded-lg bg-background p-2 ring-1 ring-border"
        />
      ) : null}
    </li>
  );
}

/** Customer-service channels (WhatsApp, LINE, Zalo, WeChat, e-mail): link, copy button and QR code each. */
export function ContactCard({
  id,
  headingLevel = 2,
  eyebrow,
  title,
  text,
  channels,
  bare = false,
  labels: labelsProp,
  onCopy,
  tone = 'surface',
  className,
}: ContactCardProps) {
  const labels = { ...defaultLabels, ...labelsProp };
  const channelLevel = title ? childLevel(headingLevel) : headingLevel;
  const body = (
    <div
      id={bare ? id : undefined}
      className={cn('flex flex-col gap-10', bare && className)}
      data-slot="contact-card"
    >
      <SectionHeader
        eyebrow={eyebrow}
        title={title}
        text={text}
        level={headingLevel}
        align={bare ? 'start' : 'center'}
        size={bare ? 'md' : 'xl'}
      />
      {/* Flex, not grid, so a short last row is centred (five channels: three and two). */}
      <ul className={cn('flex flex-wrap gap-4', !bare && 'justify-center')}>
        {channels.map((channel) => (
          <ChannelTile
            key={`${channel.channel}-${channel.handle}`}
            channel={channel}
            level={channelLevel}
            labels={labels}
            bare={bare}
            onCopy={onCopy}
          />
        ))}
      </ul>
    </div>
  );
  if (bare) return body;
  return (
    <Section id={id} tone={tone} data-section="contactCard" className={className}>
      {body}
    </Section>
  );
}
