import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testNav } from '../shared/test-fixtures';
import { LanguageSwitcher } from './language-switcher';

const languages = { ...testNav().languages, current: 'th' as const, label: 'ภาษา' };

describe('LanguageSwitcher', () => {
  it('lists the languages given, in their own script, with lang and hreflang (the code when no tag)', async () => {
    render(<LanguageSwitcher {...languages} />);
    await userEvent.click(screen.getByRole('button', { name: /ภาษา/ }));
    const expected = [
      ['English', 'en', '/en/index.htm'],
      ['Bahasa Indonesia', 'id', '/id/index.htm'],
      ['ไทย', 'th', '/th/index.htm'],
      ['简体中文', 'zh-CN', '/zh/index.htm'],
    ];
    for (const [name, tag, href] of expected) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('lang', tag);
      expect(link).toHaveAttribute('hreflang', tag);
      expect(link).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'ไทย' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
  });

  it('shows the current language on the closed button; Escape closes and refocuses it', async () => {
    render(<LanguageSwitcher {...languages} />);
    const trigger = screen.getByRole('button', { name: /^ภาษา:\s*ไทย$/ });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('the list variant is a labelled navigation shown inline', () => {
    render(<LanguageSwitcher {...languages} variant="list" />);
    expect(screen.getByRole('navigation', { name: 'ภาษา' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });
});
