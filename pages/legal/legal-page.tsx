import type { agreementResponse } from '@sellwise/api/contract';
import { LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Button, Heading, Text } from '@sellwise/design-system/primitives';
import { Section } from '@sellwise/design-system/sections';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { z } from 'zod';
import { ServerOnly, withoutFields } from '../server-only';
import type { LoaderContext, PageModule, PageProps } from '../types';

export type Agreement = z.infer<typeof agreementResponse>;
/** `agreement` is null when the API could not answer: the page shows a notice and a retry link. */
export type LegalData = { agreement: Agreement | null };

/** The two legal pages: their agreement type in the API, address and footer label (the fallback title). */
export const LEGAL_PAGES = {
  privacyPolicy: {
    agreementType: '1',
    path: LANG_PAGE_PATHS.privacyPolicy,
    label: 'pages.common.footer.legal.privacyPolicy',
  },
  terms: { agreementType: '2', path: LANG_PAGE_PATHS.terms, label: 'pages.common.footer.legal.terms' },
} as const;
export type LegalPageName = keyof typeof LEGAL_PAGES;

// Readable long-form text from utilities on the container: the API's HTML has no classes of its own.
const PROSE = [
  'max-w-prose text-base leading-7 text-foreground md:text-lg md:leading-8',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_li]:my-2 [&_li]:ps-1 [&_strong]:font-semibold',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary-hover',
  '[&_table]:my-6 [&_table]:w-full [&_td]:border-t [&_td]:border-border [&_td]:p-2 [&_th]:p-2 [&_th]:text-start',
].join(' ');

/** The agreement date as the locale writes it; dates are calendar days, so read in UTC. */
export function formatUpdated(intl: IntlShape, updatedAt: string): string {
  return intl.formatDate(updatedAt, { dateStyle: 'long', timeZone: 'UTC' });
}

/** Plain text of the agreement's first paragraph for the meta description (≤ 155 characters). */
export function describeAgreement(html: string): string {
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const text = first
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text;
}

function legalPage(name: LegalPageName): PageModule<LegalData> {
  const { agreementType, path, label } = LEGAL_PAGES[name];

  // biome-ignore lint/correctness/noComponentHookFactories: legalPage() runs once per legal page at module load, so each Page is one stable component
  function Page({ data, href }: PageProps<LegalData>) {
    const intl = useIntl();
    const { agreement } = data;
    return (
      <Section width="md">
        <article className="flex flex-col gap-2" data-agreement={name}>
          <Heading level={1} size="display">
            {agreement?.title ?? intl.formatMessage({ id: label })}
          </Heading>
          {agreement ? (
            <>
              <Text tone="muted">
                <time dateTime={agreement.updatedAt}>{formatUpdated(intl, agreement.updatedAt)}</time>
              </Text>
              {/* The agreement is sent once, as this HTML: the browser's data has no copy of it. */}
              <ServerOnly
                name="legal-agreement"
                render={() => (
                  <div
                    className={PROSE}
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (sanitize-html on the Markdown it renders)
                    dangerouslySetInnerHTML={{ __html: agreement.html }}
                  />
                )}
              />
            </>
          ) : (
            <div
              role="alert"
              className="mt-6 flex flex-col items-start gap-4 rounded-xl bg-surface p-6 ring-1 ring-border"
            >
              <Text weight="semibold">
                <FormattedMessage id="pages.common.error.title" />
              </Text>
              <Text>
                <FormattedMessage id="pages.common.error.text" />
              </Text>
              <Button asChild variant="outline">
                <a href={href(path)}>
                  <FormattedMessage id="pages.common.error.retry" />
                </a>
              </Button>
            </div>
          )}
        </article>
      </Section>
    );
  }
  Page.displayName = `${name}Page`;

  return {
    Page,
    namespaces: ['pages.common'],
    loader: async (ctx: LoaderContext) => {
      try {
        const answer = await ctx.api.agreement({ agreementLanguage: ctx.lang, agreementType });
        return { agreement: answer.code === 0 && answer.data ? answer.data : null };
      } catch {
        return { agreement: null };
      }
    },
    browserData: (data) => (data.agreement ? { agreement: withoutFields(data.agreement, 'html') } : data),
    meta: ({ data, intl }) => {
      const title = data.agreement?.title ?? intl.formatMessage({ id: label });
      return {
        title,
        description: data.agreement
          ? describeAgreement(data.agreement.html)
          : intl.formatMessage({ id: 'pages.common.meta.description' }),
        breadcrumbs: [{ name: title, path }],
      };
    },
  };
}

export const privacyPolicyPage = legalPage('privacyPolicy');
export const termsPage = legalPage('terms');
