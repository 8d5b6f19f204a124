import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  errorScreenAction,
  FATAL_MESSAGE,
  fatalError,
  resolveNavigation,
  withoutSessionMarker,
} from './navigation';

const ORIGIN = 'https://www.sellwise.example';

describe('navigation rules 6–8', () => {
  it('6 and 7: internal targets stay internal, external ones need permission, script protocols never pass', () => {
    expect(resolveNavigation('/th/goods/price.htm', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/th/goods/price.htm',
    });
    expect(resolveNavigation(`${ORIGIN}/x?y=1`, ORIGIN)).toEqual({ kind: 'internal', path: '/x?y=1' });
    expect(() => resolveNavigation('https://evil.example/', ORIGIN)).toThrow(ERRORS.external);
    expect(() => resolveNavigation('//evil.example/x', ORIGIN)).toThrow(ERRORS.external);
    expect(resolveNavigation('https://shopee.co.th/', ORIGIN, true)).toEqual({
      kind: 'external',
      url: 'https://shopee.co.th/',
    });
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(() => resolveNavigation(bad, ORIGIN, true)).toThrow(ERRORS.protocol);
    }
  });

  it('8: the error screen cleans session-id URLs, else goes to the device’s 404 page as fatal', () => {
    expect(withoutSessionMarker('/th/index.htm;jsessionid=ABC123')).toBe('/th/index.htm');
    expect(withoutSessionMarker('/th/index.htm')).toBeUndefined();
    expect(errorScreenAction('/th/index.htm;jsessionid=ABC123?x=1', { lang: 'th', mobile: false })).toEqual({
      redirect: '/th/index.htm?x=1',
      fatal: false,
    });
    expect(errorScreenAction('/th/broken.htm', { lang: 'th', mobile: false })).toEqual({
      redirect: '/th/page404.htm',
      fatal: true,
    });
    expect(errorScreenAction('/m/vi/broken.htm', { lang: 'vi', mobile: true }).redirect).toBe(
      '/m/vi/page404.htm',
    );
  });

  it('8: the fatal error says so in Chinese, followed by the serialized error', () => {
    expect(FATAL_MESSAGE).toBe('致命错误，强制跳转');
    const fatal = fatalError(new TypeError('x is undefined'));
    expect(fatal.message).toBe('致命错误，强制跳转 TypeError: x is undefined');
    expect(fatal.stack).toContain('TypeError: x is undefined');
    expect(fatalError({ code: 7 }).message).toBe('致命错误，强制跳转 {"code":7}');
  });
});
