import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@sellwise/api/contract';
import { describe, expect, it } from 'vitest';
import { homeConfig, homeSections } from '../home/home-config';
import { localizeHrefs } from './localize-hrefs';
import { collectMessageIds, msg, resolveMessages } from './messages';

function catalogue(lang: string, ns: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (o: Record<string, unknown>, p: string) => {
    for (const [k, v] of Object.entries(o)) {
      if (v && typeof v === 'object') walk(v as Record<string, unknown>, `${p}.${k}`);
      else out[`${p}.${k}`] = String(v);
    }
  };
  walk(
    JSON.parse(
      readFileSync(
        join(import.meta.dirname, '../../locales', lang, `${ns.split('.').join('/')}.json`),
        'utf8',
      ),
    ),
    ns,
  );
  return out;
}

describe('message references', () => {
  it('resolves every reference deeply and keeps other values', () => {
    const config = { title: msg('a'), items: [{ text: msg('b', { n: 2 }), href: '/x', n: 3 }] };
    const out = resolveMessages<{ title: string; items: { text: string; href: string; n: number }[] }>(
      config,
      (ref) => `${ref.$t}${ref.values?.n ?? ''}`,
    );
    expect(out).toEqual({ title: 'a', items: [{ text: 'b2', href: '/x', n: 3 }] });
  });

  it('every id of the home page exists in every language', () => {
    const ids = collectMessageIds([homeConfig, homeSections('mobile')]);
    expect(ids.size).toBeGreaterThan(40);
    for (const lang of LANGUAGES) {
      const messages = Object.assign({}, ...homeConfig.namespaces.map((ns) => catalogue(lang, ns)));
      for (const id of ids) expect(messages[id], `${lang} ${id}`).toBeTruthy();
    }
  });
});

describe('localizeHrefs', () => {
  it('localizes site paths and leaves absolute, protocol and anchor links alone', () => {
    const href = (path: string, query?: Record<string, string>) =>
      `/th/${path}${query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
    expect(
      localizeHrefs(
        {
          a: { href: 'register.htm?source=home' },
          b: [{ href: 'https://x.example' }, { href: '#faq' }, { href: 'mailto:a@b.c' }],
        },
        href,
      ),
    ).toEqual({
      a: { href: '/th/register.htm?source=home' },
      b: [{ href: 'https://x.example' }, { href: '#faq' }, { href: 'mailto:a@b.c' }],
    });
  });
});
