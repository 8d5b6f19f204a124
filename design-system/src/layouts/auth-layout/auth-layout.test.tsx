import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testFooter, testNav } from '../shared/test-fixtures';
import { AuthLayout } from './auth-layout';

const nav = testNav();
const base = {
  logo: nav.logo,
  homeHref: nav.homeHref,
  homeLabel: nav.homeLabel,
  languages: nav.languages,
  legal: testFooter.legal,
  copyright: testFooter.copyright,
};

describe('AuthLayout', () => {
  it('desktop: brand panel beside the card, skip link, landmarks and language switcher', () => {
    render(
      <AuthLayout {...base} brandPanel={<p>One dashboard</p>}>
        <h1>Log in</h1>
      </AuthLayout>,
    );
    expect(screen.getByText('One dashboard')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Log in' }));
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Language/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
  });

  it('mobile: no brand panel; the promo banner shows above the card', () => {
    render(
      <AuthLayout {...base} device="mobile" brandPanel={<p>One dashboard</p>} promo={<p>30 days free</p>}>
        <h1>Register</h1>
      </AuthLayout>,
    );
    expect(screen.queryByText('One dashboard')).not.toBeInTheDocument();
    expect(screen.getByText('30 days free')).toBeInTheDocument();
  });
});
