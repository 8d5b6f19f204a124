import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blogLanguageRedirect,
  ERRORS,
  errorScreenAction,
  hasUndefinedSegment,
  helpCategoryReload,
  LOGIN_TOKEN_COOKIE,
  loginRedirect,
  notFoundMessage,
  resolveNavigation,
  safeRedirect,
} from './navigation';

const ORIGIN = 'https://www.sellwise.example';

describe('navigation rules', () => {
  it('1: the login page with a login token goes to the dashboard', () => {
    expect(loginRedirect('/th/login.htm', { [LOGIN_TOKEN_COOKIE]: '1' })).toBe('/web/dashboard.htm');
    expect(loginRedirect('/m/vi/login.htm?redirect=/x', { [LOGIN_TOKEN_COOKIE]: '1' })).toBe(
      '/web/dashboard.htm',
    );
    expect(loginRedirect('/th/login.htm', {})).toBeUndefined();
    expect(loginRedirect('/th/register.htm', { [LOGIN_TOKEN_COOKIE]: '1' })).toBeUndefined();
  });

  it('2: a blog path with a language sets it and drops the segment', () => {
    expect(blogLanguageRedirect('/blog/th/index.htm?source=pc')).toEqual({
      lang: 'th',
      location: '/blog/index.htm?source=pc',
    });
    expect(blogLanguageRedirect('/blog/zh_CN/articleDetails/3.htm')).toEqual({
      lang: 'zh_CN',
      location: '/blog/articleDetails/3.htm',
    });
    expect(blogLanguageRedirect('/blog/in')).toEqual({ lang: 'in', location: '/blog/index.htm' });
    expect(blogLanguageRedirect('/blog/index.htm')).toBeUndefined();
    expect(blogLanguageRedirect('/th/index.htm')).toBeUndefined();
  });

  // Rule 3 lives with the blog's links (pages/blog/blog-links.ts) and is tested there.

  it('4: an undefined segment is a 404', () => {
    expect(hasUndefinedSegment('/th/undefined/index.htm')).toBe(true);
    expect(hasUndefinedSegment('/blog/articleDetails/undefined.htm')).toBe(false);
    expect(hasUndefinedSegment('/th/index.htm?x=undefined')).toBe(false);
    expect(notFoundMessage('/th/nope.htm')).toBe('Page Not Found: /th/nope.htm');
  });

  it('5: leaving a help detail page for a category reloads at leftCat', () => {
    expect(helpCategoryReload('/th/detailPage/12/1/1203/1', '/th/leftCat/1_12', 'th')).toBe(
      '/th/leftCat/1_12',
    );
    expect(helpCategoryReload('/th/detailPage/12/1/1203/1', '/th/leftCat/whatever', 'th')).toBe(
      '/th/leftCat/start',
    );
    expect(helpCategoryReload('/th/leftCat/1_12', '/th/leftCat/1_11', 'th')).toBeUndefined();
    expect(helpCategoryReload('/th/detailPage/12/1/1203/1', '/th/index.htm', 'th')).toBeUndefined();
  });

  it('6 and 7: internal targets stay internal, external ones need permission, script protocols never pass', () => {
    expect(resolveNavigation('/th/goods/price.htm', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/th/goods/price.htm',
    });
    expect(resolveNavigation(`${ORIGIN}/x?y=1`, ORIGIN)).toEqual({ kind: 'internal', path: '/x?y=1' });
    expect(() => resolveNavigation('https://evil.example/', ORIGIN)).toThrow(ERRORS.external);
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

  it('redirect parameters never leave the site', () => {
    expect(safeRedirect('/th/goods/price.htm', ORIGIN)).toBe('/th/goods/price.htm');
    expect(safeRedirect('//evil.example/x', ORIGIN)).toBeUndefined();
    expect(safeRedirect('/.//evil.example', ORIGIN)).toBeUndefined();
    expect(safeRedirect('https://evil.example', ORIGIN)).toBeUndefined();
    expect(safeRedirect('javascript:alert(1)', ORIGIN)).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (s) => {
        const got = safeRedirect(s, ORIGIN);
        if (got !== undefined) expect(new URL(got, ORIGIN).origin).toBe(ORIGIN);
      }),
    );
  });

  it('8: the error screen cleans session-id URLs, else goes to 404 as fatal', () => {
    expect(errorScreenAction('/th/index.htm;jsessionid=ABC123?x=1', 'th')).toEqual({
      redirect: '/th/index.htm?x=1',
      fatal: false,
    });
    expect(errorScreenAction('/th/broken.htm', 'th')).toEqual({ redirect: '/th/page404.htm', fatal: true });
  });
});
