// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { type CapturedError, captureGlobalErrors, reactErrorHandler, routeErrorsTo } from './error-buffer';

describe('error buffer', () => {
  it('captures window errors, unhandled rejections and React root errors', () => {
    const seen: CapturedError[] = [];
    routeErrorsTo((captured) => seen.push(captured));
    captureGlobalErrors(window);
    const error = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error, filename: 'a.js', lineno: 3, colno: 7 }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'nope';
    window.dispatchEvent(rejection);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reactErrorHandler('hydration')(error, { componentStack: '\n    at Hero' });
    expect(log).toHaveBeenCalledWith('hydration', error);
    log.mockRestore();
    expect(seen).toEqual([
      { source: 'window.error', error, info: 'a.js:3:7' },
      { source: 'unhandledrejection', error: 'nope' },
      { source: 'hydration', error, info: '\n    at Hero' },
    ]);
  });
});
