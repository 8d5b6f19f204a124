import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { LANGUAGES } from '@sellwise/api/contract/languages';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { matchRoute, ROUTES } from '../routes';
import { type RouteMatcher, ruleFor } from '../services/build-update';
import { createSiteApp } from './site-app';

function app() {
  const config = configFromEnv({ BUILD_TIMESTAMP: '1700000000000' }, 'b7');
  return createSiteApp({
    config,
    clientDir: mkdtempSync(`${tmpdir()}/sw-client-`),
    render: async () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: '<p>page</p>' }),
    blogFeed: async () => ({ status: 200, headers: {}, body: '' }),
    robots: () => '',
    sitemap: async () => '<urlset/>',
  });
}

describe('builds/meta/{buildId}.json', () => {
  it("answers this build's route rules as a matcher, cached for good; another build's id is not found", async () => {
    const site = app();
    const res = await site.request('/builds/meta/b7.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const meta = (await res.json()) as {
      id: string;
      timestamp: number;
      matcher: RouteMatcher;
      prerendered: string[];
    };
    expect(meta.id).toBe('b7');
    expect(meta.timestamp).toBe(1_700_000_000_000);
    // Every page prerendered at build, in every language, is a prerender rule.
    const statics = ROUTES.filter((r) => r.static && !r.pattern.replace(':lang', '').includes(':'));
    const expected = statics.flatMap((r) =>
      r.hasLang ? LANGUAGES.map((lang) => r.pattern.replace(':lang', lang)) : [r.pattern],
    );
    expect(new Set(meta.prerendered)).toEqual(new Set(expected));
    for (const path of expected) expect(meta.matcher.static[path]).toEqual({ prerender: true });
    // A phone address of a page without a phone page redirects there, as the server does.
    expect(meta.matcher.static['/m/blog/index.htm']).toEqual({ redirect: '/blog/index.htm' });
    expect(ruleFor(meta.matcher, '/m/blog/articleDetails/5.htm').rule).toEqual({
      redirect: '/blog/articleDetails/**',
    });
    // A phone page that exists has no rule.
    expect(matchRoute('/m/th/login.htm')).toBeDefined();
    expect(ruleFor(meta.matcher, '/m/th/login.htm').rule).toBeUndefined();
    expect((await site.request('/builds/meta/b6.json')).status).toBe(404);
  });
});
