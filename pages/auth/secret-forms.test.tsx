import { act, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureVisitorApi } from '../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import type { PageLang, PageProps, VisitorApi } from '../types';
import { VisitorApiContext } from '../visitor/visitor-api';
import { LoginPage } from './login/login-page';
import { RegisterPage } from './register/register-page';
import { ResetPasswordPage } from './reset/reset-page';

// The forms that carry a password or a code, as the server sends them: before the scripts run (a slow
// phone, a chunk that failed) a submit must neither fire nor put a secret in the address. The Thai sign-up
// landing's form is checked in its own file (th-register-page.test.tsx): its form code is a lazy chunk,
// rendered by streaming, whose renderer would leave state behind for the hydration test here.

const LANG: PageLang = 'en_US';
const props = (href = storyHref(LANG)): PageProps =>
  ({ data: undefined, lang: LANG, device: 'desktop', params: {}, href }) as PageProps;

function wrap(page: React.ReactElement, api: VisitorApi = fixtureVisitorApi()) {
  return (
    <IntlProvider locale="en-US" messages={messagesFor(LANG)}>
      <VisitorApiContext value={api}>{page}</VisitorApiContext>
    </IntlProvider>
  );
}

const PAGES: Record<string, () => React.ReactElement> = {
  login: () => <LoginPage {...props()} />,
  register: () => <RegisterPage {...props()} />,
  'reset by e-mail': () => <ResetPasswordPage {...props()} channel="email" />,
  'reset by phone': () => <ResetPasswordPage {...props()} channel="phone" />,
};

function serverHtml(page: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('secret-carrying forms in the server HTML', { timeout: 30_000 }, () => {
  for (const [name, page] of Object.entries(PAGES)) {
    it(`${name}: posts, and its submit is disabled until hydrated`, () => {
      const container = serverHtml(wrap(page()));
      const forms = [...container.querySelectorAll('form')];
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) {
        expect(form.getAttribute('method')).toBe('post');
        // No action: the browser posts to the page's own address.
        expect(form.hasAttribute('action')).toBe(false);
        const submits = [...form.querySelectorAll('button[type="submit"]')];
        expect(submits).toHaveLength(1);
        expect(submits[0]).toBeDisabled();
        expect(submits[0]).toHaveAttribute('aria-busy', 'true');
        // Every other button is type="button": the disabled submit is the default one, so Enter does nothing.
        for (const button of form.querySelectorAll('button:not([type="submit"])'))
          expect(button).toHaveAttribute('type', 'button');
      }
    });
  }
});

describe('log-in after hydration', { timeout: 30_000 }, () => {
  it('enables the submit and logs in with what was typed before the scripts ran', async () => {
    const container = serverHtml(wrap(<LoginPage {...props()} />));
    const email = container.querySelector<HTMLInputElement>('input[autocomplete="username"]')!;
    const password = container.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')!;
    email.value = 'seller@example.com';
    password.value = 'mango pie 42';

    const login = vi.fn(fixtureVisitorApi().login);
    const api = fixtureVisitorApi({ login, navigate: vi.fn() });
    const problems = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, wrap(<LoginPage {...props()} />, api));
    });
    // No hydration mismatch: the server and the first client render agree on the disabled submit.
    expect(problems).not.toHaveBeenCalled();
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-busy');
    expect(email).toHaveValue('seller@example.com');
    expect(password).toHaveValue('mango pie 42');

    await act(async () => submit.click());
    await waitFor(() => expect(login).toHaveBeenCalledOnce());
    expect(login.mock.calls[0]![0]).toMatchObject({
      account: { email: 'seller@example.com' },
      password: 'mango pie 42',
    });
    await waitFor(() => expect(api.navigate).toHaveBeenCalledWith('/web/dashboard.htm'));
  });
});
