import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { sampleArticleHtml } from '../test-fixtures';
import { ArticleBody, focusableCode, wrapTables } from './article-body';

describe('ArticleBody', () => {
  it('renders the trusted HTML with its language and the caller’s props', () => {
    render(
      <ArticleBody
        html={sampleArticleHtml.th}
        lang="th-TH"
        data-testid="body"
        id="article"
        className="mx-auto"
      />,
    );
    const body = screen.getByTestId('body');
    expect(body).toHaveAttribute('lang', 'th-TH');
    expect(body).toHaveAttribute('id', 'article');
    expect(body).toHaveClass('mx-auto');
    expect(screen.getByRole('heading', { level: 2, name: 'ก่อนเริ่มต้น' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(/หน้าซิงก์สต็อก/);
    expect(body.querySelector('mark')).toHaveTextContent('การซิงก์อัตโนมัติ');
  });

  it('hydrates with html null keeping the body the server rendered, with no mismatch', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ArticleBody html="<h2>Before you start</h2>" data-testid="body" />);
    document.body.append(host);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(host, <ArticleBody html={null} data-testid="body" />, { onRecoverableError: recoverable });
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Before you start' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    host.remove();
  });

  it('leaves lang off when none is given, so the page language applies', () => {
    render(<ArticleBody html="<p>Hello</p>" data-testid="body" />);
    expect(screen.getByTestId('body')).not.toHaveAttribute('lang');
  });

  it('puts every table in a focusable scroll wrapper and keeps it a table', () => {
    render(<ArticleBody html={sampleArticleHtml.en} />);
    const table = screen.getByRole('table', { name: 'How often stock is pushed to each marketplace' });
    const wrapper = table.parentElement!;
    expect(wrapper).toHaveAttribute('data-slot', 'article-table');
    expect(wrapper).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('carries the script rules: Thai line height, Chinese strict breaks without italics, wrapping URLs', () => {
    render(<ArticleBody html="<p>x</p>" data-testid="body" />);
    const classes = screen.getByTestId('body').className;
    expect(classes).toContain('[&:lang(th)]:leading-[1.9]');
    expect(classes).toContain('[&_*:lang(th)]:tracking-normal');
    expect(classes).toContain('[&:lang(zh)]:[line-break:strict]');
    expect(classes).toContain('[&_:is(em,i,cite):lang(zh)]:not-italic');
    expect(classes).toContain('[overflow-wrap:anywhere]');
    expect(classes).toContain('[&_:is(h2,h3,h4)]:scroll-mt-24');
    expect(classes).toContain('[&_pre]:overflow-x-auto');
  });
});

describe('wrapTables', () => {
  it('wraps each table once and leaves other HTML alone', () => {
    const html = '<p>a</p><table><tr><td>1</td></tr></table><TABLE class="x"><tr><td>2</td></tr></TABLE>';
    const out = wrapTables(html);
    expect(out.match(/data-slot="article-table"/g)).toHaveLength(2);
    expect(out.startsWith('<p>a</p><div data-slot="article-table" tabindex="0"><table>')).toBe(true);
    expect(wrapTables('<p>no tables</p>')).toBe('<p>no tables</p>');
  });
});

describe('focusableCode', () => {
  it('lets a keyboard reach every code block, once', () => {
    expect(focusableCode('<pre><code>x</code></pre><pre class="a">y</pre>')).toBe(
      '<pre tabindex="0"><code>x</code></pre><pre tabindex="0" class="a">y</pre>',
    );
    expect(focusableCode('<pre tabindex="-1">z</pre><p>pre</p><prefix>')).toBe(
      '<pre tabindex="-1">z</pre><p>pre</p><prefix>',
    );
  });
});
