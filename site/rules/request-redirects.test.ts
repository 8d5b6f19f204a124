import { describe, expect, it } from 'vitest';
import {
  blogLanguageRedirect,
  hasUndefinedSegment,
  LOGIN_TOKEN_COOKIE,
  loginRedirect,
} from './request-redirects';

describe('navigation rules the server applies to a request', () => {
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
    expect(hasUndefinedSegment('/blog/articleDetails/undefined.htm')).toBe(true);
    expect(hasUndefinedSegment('/blog/topicsContent/1/undefined.htm')).toBe(true);
    expect(hasUndefinedSegment('/en_US/frontend/undefined.html')).toBe(true);
    expect(hasUndefinedSegment('/th/leftCat/undefined-steps')).toBe(false);
    expect(hasUndefinedSegment('/th/index.htm?x=undefined')).toBe(false);
  });
});
