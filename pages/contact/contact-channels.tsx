import type { CsChannel } from '@sellwise/api/contract';
import { FormMessage } from '@sellwise/design-system/forms';
import { Button, Skeleton, Text } from '@sellwise/design-system/primitives';
import { ExternalLink, Mail } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { NETWORK_FAILURE, useApiErrorText } from '../visitor/api-error';
import { useVisitorApi } from '../visitor/visitor-api';

const C = 'pages.contact.channels';

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; list: CsChannel[] };

/**
 * The customer-service channels from the API, each with its QR code to scan (its own call) and a link.
 * `linkFor` may give a channel's link another address (e.g. the chat with a message already typed).
 */
export function ContactChannels({ linkFor }: { linkFor?: (channel: CsChannel) => string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `${C}.${id}` }, values);
  const api = useVisitorApi();
  // The translator is a new function each render: read it through a ref so the list loads once.
  const translateError = useApiErrorText();
  const errorText = useRef(translateError);
  errorText.current = translateError;
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const answer = await api.customerServiceList();
      setState(
        answer.code === 0 && answer.data
          ? { status: 'ready', list: answer.data.list }
          : { status: 'failed', message: errorText.current(answer) },
      );
    } catch {
      setState({ status: 'failed', message: errorText.current(NETWORK_FAILURE) });
    }
  }, [api]);
  useEffect(() => {
    // Once, when the tab opens; a retry is the visitor's choice.
    void load();
  }, [load]);

  if (state.status === 'loading')
    return (
      <div role="status" aria-label={t('loading')} className="grid gap-3 desktop:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} shape="rect" className="h-32!" />
        ))}
      </div>
    );
  if (state.status === 'failed')
    return (
      <div className="flex flex-col items-start gap-3">
        <FormMessage>{state.message}</FormMessage>
        <Button variant="outline" onClick={() => void load()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (!state.list.length) return <FormMessage tone="info">{t('empty')}</FormMessage>;
  return (
    <div className="flex flex-col gap-3">
      <Text size="sm" tone="muted">
        {t('intro')}
      </Text>
      <ul data-slot="contact-channels" className="grid gap-3 desktop:grid-cols-2">
        {state.list.map((channel) => (
          <ChannelCard key={channel.channel} channel={channel} url={linkFor?.(channel) ?? channel.url} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The channel's QR code from its own call (the not-signed-in QR endpoint): a skeleton while it loads,
 * nothing when the channel has no QR code or the call fails (the link below still works).
 */
function ChannelQr({ channel, alt }: { channel: CsChannel; alt: string }) {
  const api = useVisitorApi();
  const [qrcode, setQrcode] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    api
      .customerServiceQrcode(channel.channel)
      .then((answer) => (answer.code === 0 && answer.data ? answer.data.qrcode : null))
      .catch(() => null)
      .then((src) => {
        if (current) setQrcode(src || null);
      });
    return () => {
      current = false;
    };
  }, [api, channel.channel]);
  if (qrcode === undefined) return <Skeleton shape="rect" className="size-24! shrink-0" />;
  if (!qrcode) return null;
  return (
    <img
      data-slot="channel-qr"
      src={qrcode}
      alt={alt}
      width={96}
      height={96}
      className="size-24 shrink-0 rounded-md border border-border bg-background"
    />
  );
}

function ChannelCard({ channel, url }: { channel: CsChannel; url: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `${C}.${id}` }, values);
  const isMail = channel.url.startsWith('mailto:');
  return (
    <li
      data-slot="contact-channel"
      data-channel={channel.channel}
      className="flex gap-3 rounded-lg border border-border p-3"
    >
      <ChannelQr channel={channel} alt={t('qrAlt', { channel: channel.name })} />
      <div className="flex min-w-0 flex-col gap-1">
        <Text weight="semibold">{channel.name}</Text>
        <Text size="sm" className="break-all">
          {channel.value}
        </Text>
        {channel.hours ? (
          <Text size="xs" tone="muted">
            {t('hours', { hours: channel.hours })}
          </Text>
        ) : null}
        <Button asChild variant="link" size={null} className="self-start text-sm">
          {isMail ? (
            <a href={url}>
              <Mail aria-hidden="true" />
              {t('openEmail')}
            </a>
          ) : (
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t('open', { channel: channel.name })}
              <ExternalLink aria-hidden="true" />
            </a>
          )}
        </Button>
      </div>
    </li>
  );
}
