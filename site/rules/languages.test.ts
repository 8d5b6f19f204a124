import { LANGUAGES } from '@sellwise/api/contract';
import { LANGUAGE_NATIVE_NAMES, LANGUAGE_TAGS, SITE_LANGUAGES } from '@sellwise/design-system/layouts';
import { describe, expect, it } from 'vitest';
import { BCP47, LANGS, NATIVE_NAMES } from './languages';

// The language list lives in three packages that cannot import one another at run time (the design
// system is standalone, the contract brings zod, the site's server modules run in plain Node): one
// test keeps them the same.
describe('site languages', () => {
  it('match the design system and the API contract', () => {
    expect([...LANGS]).toEqual([...SITE_LANGUAGES]);
    expect([...LANGS]).toEqual([...LANGUAGES]);
    expect(BCP47).toEqual(LANGUAGE_TAGS);
    expect(NATIVE_NAMES).toEqual(LANGUAGE_NATIVE_NAMES);
  });
});
