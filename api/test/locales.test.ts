import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ERRORS, LANGUAGES } from '../contract/index.ts';
import { REPO_ROOT } from '../src/config.ts';

const catalogue = (lang: string) =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'locales', `${lang}.json`), 'utf8')) as {
    error: Record<string, string>;
  };
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error messages', () => {
  test.each([...LANGUAGES])('%s has a message for every error the API answers', (lang) => {
    const messages = catalogue(lang).error;
    for (const { msg } of Object.values(ERRORS)) {
      const text = messages[msg.replace(/^error\./, '')];
      expect(text, `${lang} ${msg}`).toBeTruthy();
      // Same placeholders as English, so the site can pass data.retryAfter as {seconds} in every language.
      expect(placeholders(text!), `${lang} ${msg}`).toEqual(
        placeholders(catalogue('en_US').error[msg.slice(6)]!),
      );
    }
  });
});
