import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../rules/navigation';
import { navigate } from './navigate';
import { navigateLater } from './navigate-later';

const fakeWindow = () => {
  const location = { origin: 'https://www.sellwise.example', assign: vi.fn(), replace: vi.fn() };
  return { win: { location } as unknown as Window, location };
};

describe('navigate (rules 6 and 7 at runtime)', () => {
  it('opens a page of the site, as a new entry or in place of this one', () => {
    const { win, location } = fakeWindow();
    navigate('/th/goods/price.htm?x=1', {}, win);
    expect(location.assign).toHaveBeenCalledWith('/th/goods/price.htm?x=1');
    navigate('https://www.sellwise.example/th/page404.htm', { replace: true }, win);
    expect(location.replace).toHaveBeenCalledWith('/th/page404.htm');
  });

  it('opens another site only when allowed, and never a script-like protocol', () => {
    const { win, location } = fakeWindow();
    expect(() => navigate('https://evil.example/', {}, win)).toThrow(ERRORS.external);
    navigate('https://play.google.com/store', { external: true }, win);
    expect(location.assign).toHaveBeenCalledExactlyOnceWith('https://play.google.com/store');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x'])
      expect(() => navigate(bad, { external: true }, win)).toThrow(ERRORS.protocol);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('applies the same rules when loaded on first use by first-load code', async () => {
    const { win, location } = fakeWindow();
    vi.stubGlobal('window', win);
    try {
      await navigateLater('/th/index.htm');
      expect(location.assign).toHaveBeenCalledWith('/th/index.htm');
      await expect(navigateLater('javascript:alert(1)')).rejects.toThrow(ERRORS.protocol);
      await expect(navigateLater('https://evil.example/')).rejects.toThrow(ERRORS.external);
      expect(location.assign).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
