import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Card, Container, Heading, Text } from '@sellwise/design-system/primitives';
import { CircleHelp, Link2, PackageCheck, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageModule, PageProps } from '../types';
import { TrainBooked } from './train-booked';
import { type Booking, TrainForm } from './train-form';

const P = 'pages.train';
const COVERS = [
  { key: 'shops', Icon: Link2 },
  { key: 'orders', Icon: PackageCheck },
  { key: 'stock', Icon: RefreshCw },
  { key: 'questions', Icon: CircleHelp },
] as const;

function Covers({ compact }: { compact: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${P}.covers.${id}` });
  return (
    <section aria-labelledby="train-covers-title" className="flex flex-col gap-4">
      <Heading id="train-covers-title" level={2} size={compact ? 'sm' : 'md'}>
        {t('title')}
      </Heading>
      <ul className="flex flex-col gap-4">
        {COVERS.map(({ key, Icon }) => (
          <li key={key} className="flex gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-subtle text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex flex-col gap-0.5">
              <Text weight="semibold">{t(`${key}.title`)}</Text>
              <Text size="sm" tone="muted">
                {t(`${key}.text`)}
              </Text>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** handlerTrain.htm: book a free online training without an account. */
export function TrainPage({ lang, device, href }: PageProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${P}.${id}` });
  const [booking, setBooking] = useState<Booking | null>(null);
  const mobile = device === 'mobile';
  return (
    <Container className="py-8 desktop:py-14" data-page="train">
      <header className="mb-6 flex max-w-2xl flex-col gap-2 desktop:mb-10">
        <Text size="sm" weight="semibold" tone="primary">
          {t('hero.eyebrow')}
        </Text>
        <Heading level={1} size={mobile ? 'lg' : 'xl'}>
          {t('hero.title')}
        </Heading>
        <Text size="lg" tone="muted">
          {t('hero.text')}
        </Text>
      </header>
      <div className="grid gap-8 desktop:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] desktop:items-start desktop:gap-12">
        <Covers compact={mobile} />
        <Card
          variant={mobile ? 'outline' : 'elevated'}
          padding={mobile ? 'sm' : 'lg'}
          className="gap-5 phone:border-0 phone:p-0"
        >
          {booking ? (
            <TrainBooked booking={booking} href={href} />
          ) : (
            <>
              <Heading id="train-form-title" level={2} size="md">
                {t('form.title')}
              </Heading>
              <TrainForm lang={lang} onBooked={setBooking} />
            </>
          )}
        </Card>
      </div>
    </Container>
  );
}

export const trainPage: PageModule = {
  Page: TrainPage,
  namespaces: [P, 'pages.visitor', 'validation', 'pages.common'],
  meta: ({ intl }) => ({
    title: intl.formatMessage({ id: `${P}.meta.title` }),
    description: intl.formatMessage({ id: `${P}.meta.description` }),
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'pages.common.actions.bookTraining' }), path: LANG_PAGE_PATHS.train },
    ],
  }),
};
