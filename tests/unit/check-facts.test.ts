import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import * as featureAreas from '../../api/contract/feature-areas.ts';
import * as languages from '../../api/contract/languages.ts';
import * as layouts from '../../api/contract/layouts.ts';
import * as paths from '../../api/contract/paths.ts';
// @ts-expect-error plain ESM script without types
import { factsFrom, findProblems, isAside } from '../../scripts/check-facts.mjs';

const facts = factsFrom({ languages, paths, featureAreas, layouts });
type Problem = { line: number; message: string };
const check = (source: string, file = 'site/example.tsx'): Problem[] =>
  findProblems(source, file, facts, parseAst);
const messages = (source: string, file?: string) => check(source, file).map((p) => p.message);

describe('check-facts finds a fact written again', () => {
  it.each([
    ['a language code', "const fallback = 'en_US';", "language 'en_US'"],
    ['a code inside an address', "const home = '/zh_CN/about.htm';", "language 'zh_CN'"],
    ['a BCP 47 tag', "new Intl.NumberFormat('ms-MY');", "language 'ms-MY'"],
    ['a language name', "const label = 'ภาษาไทย' || 'ไทย';", "language name 'ไทย'"],
    ['a list of short codes', "const langs = ['th', 'vi'];", "language 'th' where a language goes"],
    ['a union of codes', "type Lang = 'in' | 'th' | 'vi';", "language 'in' where a language goes"],
    ['a comparison with a language', "if (lang === 'th') go();", "language 'th' where a language goes"],
    ['a language key', "const page = { lang: 'vi' };", "language 'vi' where a language goes"],
    [
      'a switch on the locale',
      "switch (locale) { case 'in': break; }",
      "language 'in' where a language goes",
    ],
    ['a JSX language attribute', 'const el = <Page lang="th" />;', "language 'th' where a language goes"],
    ['an address in a short language', "const to = '/m/vi/pricing.htm';", "page address in language 'vi'"],
    [
      'an object keyed by languages',
      "const names = { th: 'Thai', vi: 'Vietnamese' };",
      "object keyed by language 'th'",
    ],
    [
      'a root path',
      "navigate('/web/dashboard.htm');",
      "well-known path '/web/dashboard.htm' (ROOT_PAGE_PATHS.dashboard)",
    ],
    ['a root path without its slash', "href('registerNext.htm');", 'ROOT_PAGE_PATHS.registerNext'],
    ['a page path with a query', "const signUp = 'register.htm?source=home';", 'LANG_PAGE_PATHS.register'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source is a template literal
    ['a page path after the language', 'const to = `/${lang}/page404.htm`;', 'LANG_PAGE_PATHS.notFound'],
    ['the help home', "href('leftCat/start');", 'LANG_PAGE_PATHS.helpHome'],
    ['an introduction page', "href('introduction/index.htm');", 'introductionPath()'],
    [
      'the feature areas',
      "const A = ['product', 'order', 'inventory', 'marketing', 'data', 'crawl'];",
      'the feature areas listed again',
    ],
    ['landing pages', "type L = 'brandAdsPage' | 'shopManagement';", 'landing pages listed again'],
    [
      'an untyped landing map',
      'const t = { brandadspage: 1, shopmanagement: 2 };',
      'object keyed by landing pages',
    ],
  ])('%s', (_what, source, message) => {
    expect(messages(source).join('\n')).toContain(message);
  });

  it('says where: file line and column of the literal', () => {
    expect(check("const a = 1;\nconst b = {\n  x: 'en_US',\n};")).toEqual([
      { line: 3, column: 6, message: "language 'en_US' (import it from api/contract/languages.ts)" },
    ]);
  });
});

describe('check-facts leaves alone what only looks like a fact', () => {
  it.each([
    ['an HTML element list with th', "const allowed = ['table', 'tr', 'th', 'td'];"],
    ['the word in', "if (direction === 'in') stock++;"],
    ['an id key', "const row = { id: 'id', th: 1 };"],
    ['a short code outside a language position', "const cell = 'th';"],
    ['comments', "// the default is 'en_US', see '/web/dashboard.htm'\nconst x = 1;"],
    ['regular expressions', 'const re = /^\\/(registerNext|qrCodeDownload)\\.htm$/;'],
    ['another host’s locale', "const src = 'https://connect.facebook.net/en_US/fbevents.js';"],
    [
      'a longer path that contains a page',
      "const a = '/blog/articleDetails/7.htm'; const b = 'introduction/';",
    ],
    ['a help category', "href('leftCat/1_12');"],
    ['some feature areas', "const cards = ['product', 'order', 'inventory', 'data'];"],
    [
      'icon names that include the areas',
      "type Icon = 'product' | 'order' | 'inventory' | 'marketing' | 'data' | 'crawl' | 'wallet';",
    ],
    [
      'data keyed by Language, which the compiler checks',
      "const market: Record<Language, string> = { en_US: 'SG', in: 'ID', th: 'TH', vi: 'VN', zh_CN: 'CN', ms_MY: 'MY' };",
    ],
    [
      'a partial map keyed by Language',
      "const chat: Partial<Record<PageLang, string>> = { th: 'line', zh_CN: 'wechat' };",
    ],
    [
      'a landing map keyed by LandingPage',
      'const themes: Readonly<Record<LandingPage, number>> = { brandAdsPage: 1, shopManagement: 2 };',
    ],
    ['an import source', "import x from './th';"],
    [
      'a marked exception',
      "// check-facts-ignore: a fixed locale for parsing numbers\nnew Intl.DateTimeFormat('en-US');",
    ],
  ])('%s', (_what, source) => {
    expect(check(source)).toEqual([]);
  });

  it('lets each fact module write its own fact', () => {
    expect(check("export const LANGUAGES = ['en_US', 'th'] as const;", 'api/contract/languages.ts')).toEqual(
      [],
    );
    expect(check("export const X = { dashboard: '/web/dashboard.htm' };", 'api/contract/paths.ts')).toEqual(
      [],
    );
    expect(messages("export const X = '/web/dashboard.htm';", 'api/contract/languages.ts')).toHaveLength(1);
  });
});

describe('isAside', () => {
  it.each([
    'site/routes.test.ts',
    'tests/e2e/fixtures.ts',
    'api/test/helpers.ts',
    'pages/introduction/test-support.ts',
    'pages/home/home-page.stories.tsx',
    'design-system/src/primitives/button/button.guidance.ts',
    'design-system/stories-support/sample-text.ts',
    'pages/legal/legal-fixtures.ts',
    'api/bench/search-quality.ts',
    'site/bench.mjs',
    'content/help/x.ts',
  ])('sets aside %s', (file) => expect(isAside(file)).toBe(true));

  it.each(['site/routes.ts', 'pages/home/home-config.ts', '.storybook/preview.tsx', 'scripts/prerender.mjs'])(
    'reads %s',
    (file) => expect(isAside(file)).toBe(false),
  );
});
