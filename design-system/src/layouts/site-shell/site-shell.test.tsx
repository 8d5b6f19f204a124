import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteShell } from './site-shell';

describe('SiteShell', () => {
  it('puts the skip link first, pointing at the focusable main landmark', async () => {
    render(
      <SiteShell
        lang="th"
        header={
          <header>
            <a href="/">Home</a>
          </header>
        }
        footer={<footer>Footer</footer>}
        labels={{ skipToContent: 'ข้ามไปยังเนื้อหา' }}
      >
        <p>Body</p>
      </SiteShell>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'ข้ามไปยังเนื้อหา' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('navigation', { name: 'Skip links' })).toContainElement(skip);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(main.closest('[data-slot="site-shell"]')).toHaveAttribute('lang', 'th');
  });

  it('defaults the skip-link text and follows a custom main id', () => {
    render(<SiteShell mainId="content">Body</SiteShell>);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
  });
});
