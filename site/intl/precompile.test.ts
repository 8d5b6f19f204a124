import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { LANGUAGE_TAGS, LANGUAGES } from '@sellwise/api/contract';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './catalogues';
import { makeIntl } from './intl';
import { shipMessages } from './precompile';
import { receiveMessages } from './shipped';

type Values = Record<string, string | number | ((chunks: string[]) => string)>;

/** A value for every argument a message uses, so formatting walks every branch it can. */
function sampleValues(ast: MessageFormatElement[], out: Values = {}): Values {
  for (const el of ast) {
    if (el.type === TYPE.argument) out[el.value] = `«${el.value}»`;
    if (el.type === TYPE.number || el.type === TYPE.plural) out[el.value] = 3;
    if (el.type === TYPE.date || el.type === TYPE.time) out[el.value] = Date.UTC(2026, 0, 31, 12);
    if (el.type === TYPE.select) out[el.value] = 'other';
    if (el.type === TYPE.tag) {
      out[el.value] = (chunks: string[]) => `<${el.value}>${chunks.join('')}</${el.value}>`;
      sampleValues(el.children, out);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) sampleValues(option.value, out);
  }
  return out;
}

describe('precompiled messages', () => {
  // Every message of a language formatted twice: seconds on a busy two-core machine, so one test per
  // language with room to finish (a timeout here is load, not a fault).
  it.each(LANGUAGES)(
    'format exactly as the text they came from, in %s',
    { timeout: 60_000 },
    async (lang) => {
      const messages = await loadMessages(lang);
      const shipped = shipMessages(messages, LANGUAGE_TAGS[lang]);
      // What a browser gets must survive JSON, as it travels inside the page.
      const browser = makeIntl(lang, receiveMessages(JSON.parse(JSON.stringify(shipped))));
      const server = makeIntl(lang, messages);
      for (const id of Object.keys(messages)) {
        const values = sampleValues(shipped.compiled[id] ?? []);
        expect(browser.formatMessage({ id }, values), `${lang} ${id}`).toEqual(
          server.formatMessage({ id }, values),
        );
      }
    },
  );

  it('keeps plain text as text and parses only ICU syntax', () => {
    const shipped = shipMessages(
      { plain: 'Sell more', quoted: "It''s {n, plural, one {# shop} other {# shops}}", empty: '' },
      'en-US',
    );
    expect(shipped.plain).toEqual({ plain: 'Sell more', empty: '' });
    expect(Object.keys(shipped.compiled)).toEqual(['quoted']);
    expect(makeIntl('en_US', receiveMessages(shipped)).formatMessage({ id: 'quoted' }, { n: 2 })).toBe(
      "It's 2 shops",
    );
  });
});
