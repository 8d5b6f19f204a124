import { render, screen } from '@testing-library/react';
import { renderToReadableStream } from 'react-dom/server';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fixtureVisitorApi } from '../stories-support/visitor-fixtures';
import { messagesFor, storyHref } from '../stories-support/with-intl';
import { VisitorApiContext } from '../visitor/visitor-api';
import { SIGN_UP_ANCHOR, ThRegisterPage, thRegisterPage } from './th-register-page';

const th = messagesFor('th');

describe('thRegister', { timeout: 30_000 }, () => {
  it('keeps the landing copy and puts the sign-up form, mobile number first, on the page', async () => {
    render(
      <IntlProvider locale="th" messages={th}>
        <VisitorApiContext value={fixtureVisitorApi()}>
          <ThRegisterPage
            data={undefined}
            lang="th"
            device="mobile"
            params={{}}
            href={storyHref('th', true)}
          />
        </VisitorApiContext>
      </IntlProvider>,
    );
    // The form's code is its own chunk (landing-hero-panels.tsx): the page shows once it has loaded.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(
      th['pages.landing.thRegister.hero.title'] ?? '',
    );
    expect(screen.getByRole('radio', { name: 'เบอร์มือถือ' })).toBeChecked();
    // The phone field is its own chunk; the first import in a run compiles libphonenumber's metadata.
    expect(await screen.findByRole('textbox', { name: /^เบอร์มือถือ/ }, { timeout: 5000 })).toHaveAttribute(
      'autocomplete',
      'tel',
    );
    expect(screen.getByRole('button', { name: th['pages.landing.thRegister.form.submit'] })).toHaveAttribute(
      'type',
      'submit',
    );
    // The page's own calls to action scroll to the form instead of leaving for register.htm.
    const primary = screen.getAllByRole('link', {
      name: th['pages.landing.thRegister.hero.primaryAction'],
    })[0];
    expect(primary).toHaveAttribute('href', `#${SIGN_UP_ANCHOR}`);
    expect(document.getElementById(SIGN_UP_ANCHOR)).toContainElement(screen.getByRole('form'));
    for (const login of screen.getAllByRole('link', { name: 'เข้าสู่ระบบ' }))
      expect(login).toHaveAttribute('href', '/m/th/login.htm');
  });

  it('server HTML: the form posts, and its submit is disabled until hydrated', async () => {
    // Streamed as the site's server does: the answer is whole once the lazy form code has loaded.
    const stream = await renderToReadableStream(
      <IntlProvider locale="th" messages={th}>
        <VisitorApiContext value={fixtureVisitorApi()}>
          <ThRegisterPage
            data={undefined}
            lang="th"
            device="mobile"
            params={{}}
            href={storyHref('th', true)}
          />
        </VisitorApiContext>
      </IntlProvider>,
    );
    await stream.allReady;
    const container = document.createElement('div');
    container.innerHTML = await new Response(stream).text();
    const forms = [...container.querySelectorAll('form')];
    expect(forms).toHaveLength(1);
    const [form] = forms as [HTMLFormElement];
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('action')).toBe(false);
    const submits = [...form.querySelectorAll('button[type="submit"]')];
    expect(submits).toHaveLength(1);
    expect(submits[0]).toBeDisabled();
    for (const button of form.querySelectorAll('button:not([type="submit"])'))
      expect(button).toHaveAttribute('type', 'button');
  });

  it('has the landing title and renders the sign-up messages too', () => {
    const meta = thRegisterPage.meta({
      data: undefined,
      intl: createIntl({ locale: 'th', messages: th }),
      params: {},
    });
    expect(meta.title).toBe(th['pages.landing.thRegister.meta.title']);
    expect(thRegisterPage.namespaces).toEqual(
      expect.arrayContaining([
        'pages.landing.thRegister',
        'pages.register',
        'pages.visitor',
        'validation',
        'pages.common',
      ]),
    );
  });
});
