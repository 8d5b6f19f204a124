import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testFooter, testNav } from '../shared/test-fixtures';
import { Layout, type LayoutContent, type LayoutFooter, type LayoutKind, type LayoutProps } from './layout';

function renderLayout(props: Partial<LayoutProps>) {
  return render(
    <Layout
      lang="en-US"
      nav={testNav()}
      footer={testFooter}
      sidebar={<nav aria-label="Help categories" />}
      search={<div>Search slot</div>}
      topicSelect={<div>Topic slot</div>}
      brandPanel={<p>Brand panel</p>}
      promo={<p>Promo slot</p>}
      hero={<p>Hero slot</p>}
      theme={{ accent: '#1f4fd1', accentHover: '#1a41ad', tint: '#eef3ff' }}
      customHeader={<header>Custom header</header>}
      {...props}
    >
      <p>Page body</p>
    </Layout>,
  );
}

const KINDS: LayoutKind[] = ['default', 'custom', 'empty', 'auth', 'landing'];
const DEVICES = ['desktop', 'mobile'] as const;

describe('Layout', () => {
  describe.each(DEVICES)('%s', (device) => {
    it.each(KINDS)('%s puts the page inside <main> with its own chrome', (kind) => {
      renderLayout({ kind, device, content: 'help' });
      expect(screen.getByRole('main')).toHaveTextContent('Page body');
      const root = screen.getByRole('main').parentElement as HTMLElement;
      expect(root).toHaveAttribute('lang', 'en-US');
      expect(root).toHaveAttribute('data-layout', kind);
      expect(root).toHaveAttribute('data-device', device);

      const fullNav = kind === 'default';
      expect(screen.queryByRole('button', { name: 'Features' }) !== null).toBe(
        fullNav && device === 'desktop',
      );
      expect(screen.queryByRole('button', { name: 'Open menu' }) !== null).toBe(
        fullNav && device === 'mobile',
      );
      expect(screen.queryByRole('contentinfo') !== null).toBe(!['empty', 'custom'].includes(kind));
      expect(screen.queryByText('Custom header') !== null).toBe(kind === 'custom');
      expect(screen.queryByText('Brand panel') !== null).toBe(kind === 'auth' && device === 'desktop');
      expect(screen.queryByText('Promo slot') !== null).toBe(kind === 'auth');
      expect(screen.queryByText('Hero slot') !== null).toBe(kind === 'landing');
      expect(root.style.getPropertyValue('--accent')).toBe(kind === 'landing' ? '#1f4fd1' : '');
      // Auth and landing frame the page themselves.
      expect(screen.queryByText('Search slot') !== null).toBe(!['auth', 'landing'].includes(kind));
    });
  });

  it('landing: the header call to action defaults to the register link', () => {
    renderLayout({ kind: 'landing' });
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en_US/register.htm');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  // Names a page passes in its language: none may fall back to the components' English defaults.
  it.each(KINDS.filter((kind) => kind !== 'empty' && kind !== 'custom'))(
    '%s: the skip link and the legal links carry the names the page passes',
    (kind) => {
      renderLayout({
        kind,
        footer: { ...testFooter, labels: { legal: 'ข้อกฎหมาย' } },
        labels: { skipToContent: 'ข้ามไปยังเนื้อหาหลัก', skipLinks: 'ลิงก์ข้ามเนื้อหา' },
      });
      const skip = screen.getByRole('navigation', { name: 'ลิงก์ข้ามเนื้อหา' });
      expect(skip).toContainElement(screen.getByRole('link', { name: 'ข้ามไปยังเนื้อหาหลัก' }));
      expect(screen.getByRole('navigation', { name: 'ข้อกฎหมาย' })).toBeInTheDocument();
    },
  );

  it.each<[LayoutContent, string | null, string | null]>([
    ['plain', null, null],
    ['article', 'article', null],
    ['help', null, 'Search slot'],
    ['blog', null, 'Topic slot'],
  ])('content %s frames the page body', (content, role, slot) => {
    renderLayout({ content });
    expect(screen.queryByRole('article') !== null).toBe(role === 'article');
    for (const text of ['Search slot', 'Topic slot'])
      expect(screen.queryByText(text) !== null).toBe(text === slot);
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
  });

  it.each<[LayoutFooter, boolean, boolean]>([
    ['full', true, true],
    ['compact', true, false],
    ['none', false, false],
  ])('footer %s', (footerVariant, footer, columns) => {
    renderLayout({ footerVariant, device: 'mobile' });
    expect(screen.queryByRole('contentinfo') !== null).toBe(footer);
    expect(screen.queryByRole('navigation', { name: 'Company' }) !== null).toBe(columns);
  });

  it('with no props beyond the data: the default frame on desktop', () => {
    render(
      <Layout nav={testNav()} footer={testFooter}>
        Body
      </Layout>,
    );
    expect(screen.getByRole('button', { name: 'Features' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Company' })).toBeInTheDocument();
  });

  // A floating button on a phone covers the page's text wherever the visitor stops: a phone frame with a
  // header takes it into the header; the rest float it after the footer, as the dock.
  it.each<[LayoutKind, 'desktop' | 'mobile', 'header' | 'floating']>([
    ['default', 'mobile', 'header'],
    ['auth', 'mobile', 'header'],
    ['landing', 'mobile', 'header'],
    ['empty', 'mobile', 'floating'],
    ['custom', 'mobile', 'floating'],
    ['default', 'desktop', 'floating'],
    ['auth', 'desktop', 'floating'],
    ['landing', 'desktop', 'floating'],
  ])('%s on %s: the contact button goes in the %s', (kind, device, placement) => {
    renderLayout({
      kind,
      device,
      contact: (where) => <button type="button" data-placement={where}>{`Contact (${where})`}</button>,
    });
    const contact = screen.getByRole('button', { name: /^Contact/ });
    expect(screen.getAllByRole('button', { name: /^Contact/ })).toHaveLength(1);
    expect(contact).toHaveAttribute('data-placement', placement);
    const banner = kind === 'custom' ? null : screen.queryByRole('banner');
    expect(banner?.contains(contact) ?? false).toBe(placement === 'header');
    expect(screen.getByRole('main').contains(contact)).toBe(false);
  });
});
