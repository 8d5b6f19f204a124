import { Button } from '@sellwise/design-system/primitives';
import { CtaBanner, Section, SectionHeader } from '@sellwise/design-system/sections';
import { Apple, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ConfigPageProps, defineConfigPage } from '../assembler/config-page';
import { qrCodeDownloadConfig } from './app-config';

export type PhonePlatform = 'ios' | 'android' | 'other';

/** The visitor's phone type from the user agent (iPadOS reports a Mac with touch). */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): PhonePlatform {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'other';
}

const ICONS = { ios: Apple, android: Play } as const;
const { download } = qrCodeDownloadConfig;

/** Both buttons render on the server; after hydration the visitor's own store moves first and stands out. */
function PlatformButtons() {
  const intl = useIntl();
  const [platform, setPlatform] = useState<PhonePlatform>('other');
  useEffect(() => setPlatform(detectPlatform(navigator.userAgent, navigator.maxTouchPoints)), []);
  const ordered = [...download.platforms].sort(
    (a, b) => Number(b.platform === platform) - Number(a.platform === platform),
  );
  return (
    <ul className="flex w-full max-w-sm flex-col gap-3" data-platform={platform}>
      {ordered.map(({ platform: p, label, href }, index) => {
        const Icon = ICONS[p];
        const primary = platform === 'other' || index === 0;
        return (
          <li key={p}>
            <Button asChild size="lg" variant={primary ? 'primary' : 'outline'} className="w-full">
              <a href={href}>
                <Icon aria-hidden="true" />
                {intl.formatMessage({ id: label.$t })}
              </a>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function QrCodeDownload({ config, Sections, href }: ConfigPageProps<typeof qrCodeDownloadConfig>) {
  const intl = useIntl();
  return (
    <>
      <Section tone="subtle" width="sm">
        <div className="flex flex-col items-center gap-8">
          <SectionHeader
            level={1}
            title={intl.formatMessage({ id: download.title.$t })}
            text={intl.formatMessage({ id: download.text.$t })}
          />
          <PlatformButtons />
        </div>
      </Section>
      <Sections sections={config.sections} href={href} />
    </>
  );
}

export const qrCodeDownloadPage = {
  ...defineConfigPage({
    config: qrCodeDownloadConfig,
    components: { ctaBanner: CtaBanner },
    Page: QrCodeDownload,
  }),
  // The visitor's own store goes first as soon as the page shows (a scan of the QR code lands here).
  hydrate: 'load' as const,
};
export const QrCodeDownloadPage = qrCodeDownloadPage.Page;
