import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor, storyHref } from '../../stories-support/with-intl';
import type { PageLang } from '../../types';
import { type CheckResult, CheckResultPage, checkResultOf, checkResultPage } from './check-result-page';

function renderResult(result: CheckResult, lang: PageLang = 'en_US', mobile = false) {
  render(
    <IntlProvider locale="en-US" messages={messagesFor(lang)}>
      <CheckResultPage
        data={{ result }}
        lang={lang}
        device={mobile ? 'mobile' : 'desktop'}
        params={{}}
        href={storyHref(lang, mobile)}
      />
    </IntlProvider>,
  );
}

describe('result page', () => {
  it('reads only the results it knows from the query', async () => {
    const load = (q: string) =>
      checkResultPage.loader?.({ query: new URLSearchParams(q) } as Parameters<
        NonNullable<typeof checkResultPage.loader>
      >[0]);
    expect(await load('result=reset')).toEqual({ result: 'reset' });
    expect(await load('result=register&x=1')).toEqual({ result: 'register' });
    expect(checkResultOf(new URLSearchParams('result=<script>'))).toBe('unknown');
    expect(checkResultOf(new URLSearchParams(''))).toBe('unknown');
  });

  it('after a reset: the password changed, log in with the new one', () => {
    renderResult('reset', 'en_US', true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your password has been changed');
    expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute(
      'href',
      '/m/en_US/login.htm',
    );
  });

  it('after sign-up: the account is ready, on to the dashboard', () => {
    renderResult('register', 'zh_CN');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('账号已创建');
    expect(screen.getByRole('link', { name: '进入控制台' })).toHaveAttribute('href', '/web/dashboard.htm');
  });

  it('anything else: a neutral page with log-in and home', () => {
    renderResult('unknown', 'th');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ไม่มีข้อมูลให้แสดง');
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/th/login.htm');
    expect(screen.getByRole('link', { name: 'กลับไปหน้าแรก' })).toHaveAttribute('href', '/th/index.htm');
  });

  it('is never indexed', () => {
    const intl = { formatMessage: ({ id }: { id: string }) => id } as never;
    expect(checkResultPage.meta({ data: { result: 'reset' }, intl, params: {} }).noindex).toBe(true);
  });
});
