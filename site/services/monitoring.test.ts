import { describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../config';
import { captureError, routeErrorsTo } from './error-buffer';
import { MONITORING_PAGE_LIMIT, monitoringBody, startMonitoring } from './monitoring';

const browser = { userAgent: 'UA', appName: 'Netscape', appVersion: '5.0', platform: 'Linux x86_64' };

describe('error monitoring', () => {
  it('builds the report with the contract Chinese field names', () => {
    const error = new TypeError('x is undefined');
    const body = monitoringBody(
      { source: 'window.error', error, info: 'app.js:1:2' },
      'https://www.s.example/',
      browser,
      APP_VERSION,
    );
    expect(body).toEqual({
      错误来源: 'window.error',
      错误信息: 'TypeError: x is undefined',
      错误实例: error.stack,
      错误详情: 'app 1.0.453; app.js:1:2',
      页面地址: 'https://www.s.example/',
      浏览器信息: browser,
    });
  });

  it('reports non-Error values and cuts long text to the contract limits', () => {
    const body = monitoringBody({ source: 'unhandledrejection', error: 'x'.repeat(6000) }, 'u', browser, '1');
    expect(body.错误信息).toHaveLength(5000);
    expect(body.错误实例).toBe('');
    expect(monitoringBody({ source: 's', error: undefined }, 'u', browser, '1').错误信息).toBe(
      'unknown error',
    );
  });

  it('sends each error once and at most 10 per page', () => {
    const post = vi.fn();
    const report = startMonitoring({ post, pageUrl: () => 'u', browser, appVersion: '1' });
    report({ source: 'window.error', error: new Error('same') });
    report({ source: 'window.error', error: new Error('same') });
    expect(post).toHaveBeenCalledOnce();
    for (let i = 0; i < 20; i++) report({ source: 'window.error', error: new Error(`e${i}`) });
    expect(post).toHaveBeenCalledTimes(MONITORING_PAGE_LIMIT);
  });

  it('hands over errors caught before monitoring started, then reports directly', () => {
    captureError({ source: 'early', error: new Error('before') });
    const seen: string[] = [];
    routeErrorsTo((captured) => seen.push(captured.source));
    captureError({ source: 'late', error: new Error('after') });
    expect(seen).toEqual(['early', 'late']);
  });
});
