import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testFooter, testNav } from '../shared/test-fixtures';
import { Layout } from './layout';
import { LAYOUT_NAMES, resolveLayout } from './resolve-layout';

function renderLayout(name: string) {
  return render(
    <Layout
      name={name}
      lang="en-US"
      nav={testNav()}
      footer={testFooter}
      sidebar={<nav aria-label="Help categories" />}
      search={<div>Search slot</div>}
      topicSelect={<div>Topic slot</div>}
      brandPanel={<p>Brand panel</p>}
      promo={<p>Promo slot</p>}
      hero={<p>Hero slot</p>}
      customHeader={<header>Custom header</header>}
    >
      <p>Page body</p>
    </Layout>,
  );
}

describe('Layout', () => {
  it.each(LAYOUT_NAMES)('%s renders the page inside <main> with the expected chrome', (name) => {
    const { kind, device, landing } = resolveLayout(name);
    renderLayout(name);
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
    const root = screen.getByRole('main').parentElement as HTMLElement;
    expect(root).toHaveAttribute('lang', 'en-US');

    const hasFullNav = ['default', 'nofooter', 'staticpage', 'blog', 'help', 'phone'].includes(kind);
    expect(screen.queryByRole('button', { name: 'Features' }) !== null).toBe(
      hasFullNav && device === 'desktop',
    );
    expect(screen.queryByRole('button', { name: 'Open menu' }) !== null).toBe(
      hasFullNav && device === 'mobile',
    );
    expect(screen.queryByRole('contentinfo') !== null).toBe(!['nofooter', 'empty', 'custom'].includes(kind));
    expect(screen.queryByText('Custom header') !== null).toBe(kind === 'custom');
    expect(screen.queryByText('Search slot') !== null).toBe(kind === 'help');
    expect(screen.queryByText('Topic slot') !== null).toBe(kind === 'blog');
    expect(screen.queryByText('Brand panel') !== null).toBe(kind === 'login' && device === 'desktop');
    expect(screen.queryByText('Promo slot') !== null).toBe(kind === 'thlogin');
    expect(screen.queryByText('Hero slot') !== null).toBe(kind === 'landing');
    if (landing) {
      expect(root).toHaveAttribute('data-landing', landing);
      expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
    }
    expect(screen.queryByRole('article') !== null).toBe(kind === 'staticpage');
  });

  it('an unknown name renders the default layout', () => {
    renderLayout('no-such-layout');
    expect(screen.getByRole('button', { name: 'Features' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
