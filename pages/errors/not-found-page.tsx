import { introductionPath, LANG_PAGE_PATHS, ROOT_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Button, Container, Heading, Text } from '@sellwise/design-system/primitives';
import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageModule, PageProps } from '../types';

/**
 * Writes the address into the element before it, as the HTML arrives: the kept 404 page (one for every
 * unknown address) shows it without waiting for the page's script. One text on every page, so the
 * server's CSP allows it by one hash.
 */
export const FILL_ADDRESS_SCRIPT =
  '(function(s){s.previousSibling.textContent=location.pathname})(document.currentScript)';

const noChange = () => () => {};
const ownAddress = () => window.location.pathname;

/**
 * The 404 page (spec §8): "Page Not Found: {path}" and ways back. The server keeps one 404 page per
 * language and device for every unknown address (params.path empty): the browser fills in the address,
 * at once by an inline script, and React reads the same address when it hydrates (on the first intent:
 * nothing else here needs script).
 */
export function NotFoundPage({ params, href }: PageProps) {
  const intl = useIntl();
  const kept = !params.path;
  // The server's text while hydrating (what the HTML held before the script), then the address.
  const path = useSyncExternalStore(
    noChange,
    kept ? ownAddress : () => params.path ?? '/',
    () => params.path ?? '',
  );
  const links = [
    { label: 'pages.notFound.primaryAction', to: href(LANG_PAGE_PATHS.home), primary: true },
    { label: 'pages.notFound.links.features', to: href(introductionPath('index')) },
    { label: 'pages.notFound.links.pricing', to: href(LANG_PAGE_PATHS.pricing) },
    { label: 'pages.notFound.links.helpCentre', to: href(LANG_PAGE_PATHS.helpHome) },
    { label: 'pages.notFound.links.blog', to: ROOT_PAGE_PATHS.blogIndex },
  ];
  return (
    <Container size="md" className="flex flex-col items-center gap-6 py-20 text-center">
      <Text as="p" size="xl" weight="bold" tone="primary">
        404
      </Text>
      <Heading level={1} size="xl">
        <FormattedMessage id="pages.notFound.title" />
      </Heading>
      <Text tone="muted" className="break-all" data-testid="not-found-path">
        <FormattedMessage
          id="pages.notFound.message"
          values={{
            path: kept ? (
              <>
                {/* The script has written the address in already: the server's empty text is no mismatch. */}
                <span data-slot="not-found-address" suppressHydrationWarning>
                  {path}
                </span>
                <script
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed text of this module, no input in it
                  dangerouslySetInnerHTML={{ __html: FILL_ADDRESS_SCRIPT }}
                />
              </>
            ) : (
              path
            ),
          }}
        />
      </Text>
      <Text>
        <FormattedMessage id="pages.notFound.text" />
      </Text>
      <nav
        aria-label={intl.formatMessage({ id: 'pages.notFound.links.title' })}
        className="flex flex-wrap justify-center gap-3"
      >
        {links.map(({ label, to, primary }) => (
          <Button key={label} asChild variant={primary ? 'primary' : 'outline'}>
            <a href={to}>{intl.formatMessage({ id: label })}</a>
          </Button>
        ))}
      </nav>
    </Container>
  );
}

export const notFoundPage: PageModule = {
  Page: NotFoundPage,
  namespaces: ['pages.notFound', 'pages.common'],
  meta: ({ intl }) => ({
    title: intl.formatMessage({ id: 'pages.notFound.meta.title' }),
    description: intl.formatMessage({ id: 'pages.notFound.meta.description' }),
    status: 404,
    noindex: true,
  }),
};
