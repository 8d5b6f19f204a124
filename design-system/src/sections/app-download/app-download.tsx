import { Apple, CircleCheck, Play, ShoppingBag } from 'lucide-react';
import { DashboardIllustration } from '../../assets/dashboard-illustration/dashboard-illustration';
import { Heading } from '../../primitives/heading/heading';
import {
  type LightTone,
  Section,
  type SectionBaseProps,
  type SectionImage,
  SectionImg,
} from '../section/section';

export const APP_STORES = {
  appStore: { icon: Apple, name: 'App Store', kicker: 'Download on the' },
  googlePlay: { icon: Play, name: 'Google Play', kicker: 'Get it on' },
  appGallery: { icon: ShoppingBag, name: 'AppGallery', kicker: 'Explore it on' },
} as const;

export type AppStoreId = keyof typeof APP_STORES;

export type AppStoreLink = {
  store: AppStoreId;
  href: string;
  /** The small line above the store name, translated, e.g. "ดาวน์โหลดได้ที่". */
  kicker?: string;
};

export type AppDownloadProps = SectionBaseProps & {
  eyebrow?: string;
  title: string;
  text?: string;
  bullets?: string[];
  stores: AppStoreLink[];
  /** QR code that opens the download page on a phone. */
  qrCode?: { src: string; alt: string; caption?: string };
  /** A screenshot for the phone frame; our drawn dashboard when absent. */
  screenshot?: SectionImage;
  /** Describes the drawn phone screen for screen readers when no screenshot is given. */
  illustrationLabel?: string;
  tone?: LightTone;
};

function StoreButton({ link }: { link: AppStoreLink }) {
  const { icon: Glyph, name, kicker } = APP_STORES[link.store];
  return (
    <a
      href={link.href}
      data-slot="app-store-link"
      className="inline-flex h-14 min-w-44 items-center gap-3 rounded-lg bg-inverse px-4 text-inverse-foreground shadow-md transition-transform duration-fast hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Glyph aria-hidden="true" className="size-7 shrink-0" />
      <span className="flex flex-col items-start leading-tight">
        <span className="text-xs">{link.kicker ?? kicker}</span>
        <span className="text-lg font-semibold">{name}</span>
      </span>
    </a>
  );
}

/** Get the mobile app: store buttons, a QR code for desktop visitors and the app in a phone frame. */
export function AppDownload({
  id,
  headingLevel = 2,
  eyebrow,
  title,
  text,
  bullets,
  stores,
  qrCode,
  screenshot,
  illustrationLabel,
  tone = 'subtle',
  className,
}: AppDownloadProps) {
  return (
    <Section id={id} tone={tone} data-section="appDownload" className={className}>
      <div className="grid items-center gap-12 md:grid-cols-[1.2fr_1fr] md:gap-16">
        <div className="flex flex-col items-start gap-6">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          ) : null}
          <Heading level={headingLevel} size="xl">
            {title}
          </Heading>
          {text ? <p className="text-lg text-muted-foreground">{text}</p> : null}
          {bullets?.length ? (
            <ul className="flex flex-col gap-2">
              {bullets.map((bullet) => (
                <li key={bullet} className="flex items-start gap-2">
                  <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <ul data-slot="app-stores" className="flex flex-wrap gap-3">
            {stores.map((link) => (
              <li key={link.store}>
                <StoreButton link={link} />
              </li>
            ))}
          </ul>
          {qrCode ? (
            <figure
              data-slot="app-qr"
              className="flex items-center gap-4 rounded-xl bg-background p-3 pe-5 shadow-sm ring-1 ring-border phone:hidden"
            >
              <img
                src={qrCode.src}
                alt={qrCode.alt}
                width={96}
                height={96}
                loading="lazy"
                className="size-24 rounded-md"
              />
              {qrCode.caption ? (
                <figcaption className="max-w-48 text-sm font-medium text-foreground">
                  {qrCode.caption}
                </figcaption>
              ) : null}
            </figure>
          ) : null}
        </div>
        <div className="relative flex justify-center" data-slot="app-phone">
          <span
            aria-hidden="true"
            className="absolute inset-0 -z-10 m-auto size-80 rounded-full bg-primary opacity-15 blur-3xl"
          />
          <div className="relative w-64 overflow-hidden rounded-[2.5rem] border-10 border-inverse bg-inverse shadow-lg md:w-72">
            <span
              aria-hidden="true"
              className="absolute inset-x-0 top-2 z-10 mx-auto h-5 w-20 rounded-full bg-inverse"
            />
            <div className="overflow-hidden rounded-[1.8rem] bg-background">
              {screenshot ? (
                <SectionImg image={screenshot} className="block w-full" />
              ) : (
                <DashboardIllustration variant="phone" label={illustrationLabel} />
              )}
            </div>
          </div>
        </div>
      </div>
    </Section>
  );
}
