import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HUMAN_CHECKED_MARK } from '@sellwise/pages/visitor/human-checked';
import { describe, expect, it } from 'vitest';
import { safeJson } from '../app/head';
import { configFromEnv, publicConfig } from '../config';
import {
  loadPrerendered,
  PRERENDER_INDEX,
  PRERENDER_ORIGIN,
  personalize,
  prerenderConfig,
} from './prerendered';

/** A page as the renderer writes it: origin in the head, the public configuration in the state. */
const page = (config: ReturnType<typeof prerenderConfig>) =>
  `<link rel="canonical" href="${config.siteOrigin}/th/index.htm"><script id="__SW_STATE__">${safeJson({
    lang: 'th',
    config: publicConfig(config),
  })}</script>`;

describe('prerendered pages', () => {
  const runtime = configFromEnv(
    { SITE_ORIGIN: 'https://www.sellwise.example', ANALYTICS_KEY: 'k-1', TAG_IDS: 'gtm=G-1' },
    'b42',
  );

  it('take the runtime configuration of the server, not the build', () => {
    const html = personalize(page(prerenderConfig('b42')), runtime);
    expect(html).toBe(page(runtime));
    expect(html).not.toContain(PRERENDER_ORIGIN);
  });

  it('refuse a page from another build (its stand-in configuration differs)', () => {
    expect(() => personalize(page(prerenderConfig('other')), runtime)).toThrow('stand-in');
  });

  it('load from the build folder, or not at all when there are none or they are from another build', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prerendered-'));
    expect(loadPrerendered(dir, runtime).size).toBe(0);
    writeFileSync(join(dir, 'th__index.htm'), page(prerenderConfig('b42')));
    const index = (buildId: string) =>
      writeFileSync(
        join(dir, PRERENDER_INDEX),
        JSON.stringify({ buildId, pages: { '/th/index.htm': 'th__index.htm' } }),
      );
    index('b42');
    const pages = loadPrerendered(dir, runtime);
    expect(await pages.get('/th/index.htm')).toBe(page(runtime));
    // Pages left from an earlier build are not served.
    index('b41');
    expect(loadPrerendered(dir, runtime).size).toBe(0);
  });

  it('with a captcha service or bot check configured, leave pages with a human-checked form to the renderer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prerendered-'));
    const form = page(prerenderConfig('b42')).replace('<link', `<form ${HUMAN_CHECKED_MARK}=""></form><link`);
    writeFileSync(join(dir, 'plain.htm'), page(prerenderConfig('b42')));
    writeFileSync(join(dir, 'form.htm'), form);
    const pages = { '/th/index.htm': 'plain.htm', '/th/frontend/shopeeSellerAdsPage.html': 'form.htm' };
    writeFileSync(join(dir, PRERENDER_INDEX), JSON.stringify({ buildId: 'b42', pages }));
    expect([...loadPrerendered(dir, runtime).keys()]).toEqual(Object.keys(pages));
    for (const ids of ['captcha=190000001', 'turnstile=0x4AAA']) {
      const checked = configFromEnv({ SITE_ORIGIN: 'https://www.sellwise.example', TAG_IDS: ids }, 'b42');
      expect([...loadPrerendered(dir, checked).keys()], ids).toEqual(['/th/index.htm']);
    }
  });
});
