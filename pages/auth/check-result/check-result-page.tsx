import { DASHBOARD_PATH, LANG_PAGE_PATHS } from '@sellwise/api/contract/paths';
import { Button, Heading, Text } from '@sellwise/design-system/primitives';
import { CircleCheck, Info } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageModule, PageProps } from '../../types';

/** What check/pass/result.htm reports: `?result=reset` after a password change, `register` after sign-up. */
export type CheckResult = 'reset' | 'register' | 'unknown';
export type CheckResultData = { result: CheckResult };

export function checkResultOf(query: URLSearchParams): CheckResult {
  const result = query.get('result');
  return result === 'reset' || result === 'register' ? result : 'unknown';
}

const R = 'pages.login.result';

/** check/pass/result.htm: the outcome of a reset or a sign-up, with the one next step that follows. */
export function CheckResultPage({ data, href }: PageProps<CheckResultData>) {
  const intl = useIntl();
  const { result } = data;
  const done = result !== 'unknown';
  const Icon = done ? CircleCheck : Info;
  const actions =
    result === 'reset'
      ? [{ label: `${R}.reset.action`, to: href(LANG_PAGE_PATHS.login), primary: true }]
      : result === 'register'
        ? [{ label: `${R}.register.action`, to: DASHBOARD_PATH, primary: true }]
        : [
            { label: `${R}.unknown.login`, to: href(LANG_PAGE_PATHS.login), primary: true },
            { label: `${R}.unknown.home`, to: href(LANG_PAGE_PATHS.home), primary: false },
          ];
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-result={result}>
      <Icon aria-hidden="true" className={done ? 'size-14 text-success' : 'size-14 text-muted-foreground'} />
      <Heading level={1} size="lg">
        <FormattedMessage id={`${R}.${result}.title`} />
      </Heading>
      <Text tone="muted">
        <FormattedMessage id={`${R}.${result}.text`} />
      </Text>
      <div className="flex w-full flex-col gap-3 pt-2">
        {actions.map(({ label, to, primary }) => (
          <Button key={label} asChild size="lg" fullWidth variant={primary ? 'primary' : 'outline'}>
            <a href={to}>{intl.formatMessage({ id: label })}</a>
          </Button>
        ))}
      </div>
    </div>
  );
}

export const checkResultPage: PageModule<CheckResultData> = {
  Page: CheckResultPage,
  namespaces: ['pages.login', 'pages.common'],
  loader: async ({ query }) => ({ result: checkResultOf(query) }),
  meta: ({ intl }) => ({
    title: intl.formatMessage({ id: `${R}.meta.title` }),
    description: intl.formatMessage({ id: `${R}.meta.description` }),
    noindex: true,
  }),
};
