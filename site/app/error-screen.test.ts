import { describe, expect, it, vi } from 'vitest';
import { type CapturedError, routeErrorsTo } from '../services/error-buffer';
import { showErrorScreen } from './error-screen';

const fakeWindow = (pathname: string, search = '') => {
  const location = {
    origin: 'https://www.sellwise.example',
    pathname,
    search,
    assign: vi.fn(),
    replace: vi.fn(),
  };
  return { win: { location } as unknown as Window, location };
};

describe('the error screen (rule 8) for an uncaught render error', () => {
  it('reports a fatal error with the spec’s Chinese message and goes to the device’s 404 page', () => {
    const reported: CapturedError[] = [];
    routeErrorsTo((captured) => reported.push(captured));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { win, location } = fakeWindow('/m/th/aboutUs.htm', '?x=1');
    showErrorScreen(
      new TypeError('boom'),
      { componentStack: 'at Page' },
      { lang: 'th', mobile: true, page: 'about' },
      win,
    );
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('/m/th/page404.htm');
    expect(reported).toHaveLength(1);
    expect(reported[0]?.source).toBe('fatal');
    expect(String(reported[0]?.error)).toBe('Error: 致命错误，强制跳转 TypeError: boom');
    expect(reported[0]?.info).toBe('at Page');
    log.mockRestore();
  });

  it('retries an address with a session id without it, and never leaves a failing 404 page', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const withId = fakeWindow('/th/aboutUs.htm;jsessionid=abc');
    showErrorScreen(new Error('x'), {}, { lang: 'th', mobile: false, page: 'about' }, withId.win);
    expect(withId.location.replace).toHaveBeenCalledWith('/th/aboutUs.htm');
    const notFound = fakeWindow('/th/page404.htm');
    showErrorScreen(new Error('x'), {}, { lang: 'th', mobile: false, page: 'notFound' }, notFound.win);
    expect(notFound.location.replace).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
