#!/usr/bin/env node
/**
 * Each kind of shared fact is written once, in the API contract: the languages in all their forms
 * (api/contract/languages.ts), the well-known paths (paths.ts), the feature areas (feature-areas.ts) and
 * the landing pages (layouts.ts). This check loads those modules and fails, listing file:line, wherever
 * other source (.ts .tsx .mts .js .mjs .cjs) writes one of those facts as a literal instead of importing it.
 *
 * Aside (not read):
 * - tests: `*.test.*`, `*.spec.*`, `test-support.*` and anything under a `test/` or `tests/` folder (a
 *   test writes down the answer it expects; the e2e tests look at the site from outside);
 * - sample data: stories (`*.stories.*`), their guidance (`*.guidance.ts`, wording examples per language),
 *   `stories-support/`, fixtures (`*fixtures.*`) and benchmark inputs (`bench/`, `bench.*`): example text
 *   and addresses, not the product's facts;
 * - content/ and locales/ (data, per language by nature) and the fact modules themselves.
 *
 * What counts (string literals, template-literal text, JSX attribute values, object keys and literal
 * types are read; comments and regular expressions are not):
 * 1. A code or BCP 47 tag with a region (`en_US`, `zh_CN`, `ms_MY`, `en-US`, `zh-CN`, `ms-MY`) anywhere in
 *    a string, so `'/en_US/index.htm'` counts too; a language's own name (`'ไทย'`, `'简体中文'` …) as a whole
 *    string.
 * 2. The short codes and tags (`in`, `th`, `vi`, `id`) are also an English word, an HTML element and the
 *    commonest key name, so they count only in a language position: an array, union or tuple holding two
 *    or more language values; the value of a key, variable, parameter, JSX attribute or call whose name
 *    says lang/locale; a comparison or `switch` with such a name; a cast or annotation to Language; the
 *    first segment of a page address (`'/th/index.htm'`).
 * 3. An object (or object type) keyed by languages, unless its declared type is `Record<Language, …>`
 *    (or Partial/Readonly of it): the compiler checks those keys against the one list, so per-language
 *    data (e-mail texts, a market per language) may stay beside its code.
 * 4. A well-known path of paths.ts (LANG_PAGE_PATHS, ROOT_PAGE_PATHS, the introduction pages) as the
 *    whole address: with or without the leading slash, `/m`, a language segment or a query
 *    (`'register.htm?source=home'`, `` `/${lang}/login.htm` ``), not as a part of a longer path.
 * 5. A list (array, union or tuple) of the six feature areas, or of two or more landing pages or their
 *    layout names; an object keyed by two or more landing pages unless declared `Record<LandingPage, …>`.
 *    (Area names are ordinary words and icon names, so objects keyed by them are not read.)
 *
 * A literal that only looks like a fact (a locale picked for parsing, not a site language) carries
 * `// check-facts-ignore: <why>` on its line or the line above.
 *
 * `node scripts/check-facts.mjs [file…]` checks the given files, else every tracked and new source file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '..');
const CONTRACT = 'api/contract';
const SOURCE = /\.(?:[cm]?js|[cm]?ts|tsx|jsx)$/;
const ASIDE = [
  /\.(?:test|spec)\.[^/]+$/,
  /(?:^|\/)tests?\//,
  /(?:^|\/)test-support\.[^/]+$/,
  /\.stories\.[^/]+$/,
  /\.guidance\.ts$/,
  /(?:^|\/)stories-support\//,
  /fixtures\.[^/]+$/,
  /(?:^|\/)bench(?:\/|\.[^/]+$)/,
  /^(?:content|locales)\//,
  /(?:^|\/)(?:node_modules|dist[^/]*|storybook-static)\//,
];

/** Tests, sample data, data folders and build output: see the header. */
export function isAside(file) {
  return ASIDE.some((re) => re.test(file));
}

/** The facts, from the contract modules (loaded by the caller: tsx in the CLI, vitest in the test). */
export function factsFrom({ languages, paths, featureAreas, layouts }) {
  const codes = [...languages.LANGUAGES];
  const tags = Object.values(languages.LANGUAGE_TAGS);
  const languageValues = new Set([...codes, ...tags]);
  const wellKnown = new Map();
  const addPath = (path, name) => wellKnown.set(normalizePath(path, codes), name);
  for (const [key, path] of Object.entries(paths.LANG_PAGE_PATHS)) addPath(path, `LANG_PAGE_PATHS.${key}`);
  for (const [key, path] of Object.entries(paths.ROOT_PAGE_PATHS)) addPath(path, `ROOT_PAGE_PATHS.${key}`);
  for (const name of featureAreas.INTRODUCTION_PAGES)
    addPath(paths.introductionPath(name), 'introductionPath()');
  for (const area of featureAreas.FEATURE_AREAS)
    addPath(paths.areaIntroducePath(area), 'areaIntroducePath()');
  return {
    codes,
    languageValues,
    // A region part (`_US`, `-CN`) makes a code or tag unmistakable; the two-letter ones are words too.
    regional: [...languageValues]
      .filter((v) => /[_-]/.test(v))
      .map((v) => ({ value: v, pattern: new RegExp(`(?<![\\w-])${v}(?![\\w-])`) })),
    short: new Set([...languageValues].filter((v) => !/[_-]/.test(v))),
    nativeNames: new Set(Object.values(languages.LANGUAGE_NATIVE_NAMES)),
    wellKnown,
    featureAreas: [...featureAreas.FEATURE_AREAS],
    areaLike: new Set([...featureAreas.FEATURE_AREAS, ...featureAreas.INTRODUCTION_PAGES]),
    landing: new Set([...Object.keys(layouts.LANDING_PAGES), ...Object.values(layouts.LANDING_PAGES)]),
  };
}

/** Loads the contract's fact modules with tsx (plain Node cannot import TypeScript). */
export async function loadFacts(root = ROOT) {
  const { tsImport } = await import('tsx/esm/api');
  const load = (name) => tsImport(pathToFileURL(join(root, CONTRACT, `${name}.ts`)).href, import.meta.url);
  const [languages, paths, featureAreas, layouts] = await Promise.all(
    ['languages', 'paths', 'feature-areas', 'layouts'].map(load),
  );
  return factsFrom({ languages, paths, featureAreas, layouts });
}

/** `/m/th/login.htm?x=1`, `th/login.htm`, `/login.htm` and `login.htm` all name `login.htm`. */
function normalizePath(text, codes) {
  const segments = text.split(/[?#]/)[0].split('/');
  if (segments[0] === '') segments.shift();
  if (segments[0] === 'm' && segments.length > 1) segments.shift();
  if (codes.includes(segments[0]) && segments.length > 1) segments.shift();
  return segments.join('/');
}

const MODULE_OF = {
  language: `${CONTRACT}/languages.ts`,
  path: `${CONTRACT}/paths.ts`,
  area: `${CONTRACT}/feature-areas.ts`,
  landing: `${CONTRACT}/layouts.ts`,
};
const LANG_NAME = /lang|locale/i;
const LANG_TYPE = /\b(?:Language|PageLang)\b/;
const KEYED_BY = {
  language: /\bRecord<\s*(?:Language|PageLang)\b/,
  landing: /\bRecord<\s*Landing\w*\b/,
};
// Nodes a value passes through unchanged on its way to the place that gives it its meaning.
const TRANSPARENT = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'ParenthesizedExpression',
  'ConditionalExpression',
  'LogicalExpression',
  'TSLiteralType',
  'ChainExpression',
]);
const SOURCE_PARENTS = new Set([
  'ImportDeclaration',
  'ExportAllDeclaration',
  'ExportNamedDeclaration',
  'ImportExpression',
  'TSImportType',
  'TSExternalModuleReference',
  'TSModuleDeclaration',
]);

/** Problems in one file's source: `{ line, column, message }`. */
export function findProblems(source, file, facts, parse) {
  const lang = /\.tsx$/.test(file)
    ? 'tsx'
    : /\.[cm]?ts$/.test(file)
      ? 'ts'
      : /\.jsx$/.test(file)
        ? 'jsx'
        : 'js';
  const ast = parse(source, { lang }, file);
  const parents = new WeakMap();
  const text = (node) => (node ? source.slice(node.start, node.end) : '');
  const problems = [];
  const report = (node, kind, message) => {
    if (file === MODULE_OF[kind]) return;
    const before = source.slice(0, node.start);
    const line = before.split('\n').length;
    const column = node.start - before.lastIndexOf('\n');
    problems.push({ line, column, message: `${message} (import it from ${MODULE_OF[kind]})` });
  };

  const stringOf = (node) => {
    if (!node) return undefined;
    if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
    if (node.type === 'TSLiteralType') return stringOf(node.literal);
    if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked;
    return undefined;
  };
  const keyName = (prop) =>
    prop.computed ? stringOf(prop.key) : prop.key?.type === 'Identifier' ? prop.key.name : stringOf(prop.key);

  /** Rule 2: does this short code stand where a language goes? */
  const languagePosition = (node) => {
    let child = node;
    let parent = parents.get(node);
    while (parent && TRANSPARENT.has(parent.type)) {
      if (parent.type === 'ConditionalExpression' && parent.test === child) return false;
      if (parent.type === 'LogicalExpression') {
        if (LANG_NAME.test(text(parent.left === child ? parent.right : parent.left))) return true;
      }
      if (parent.typeAnnotation && LANG_TYPE.test(text(parent.typeAnnotation))) return true;
      child = parent;
      parent = parents.get(parent);
    }
    if (!parent) return false;
    switch (parent.type) {
      case 'ArrayExpression':
        return languageCount(parent.elements) >= 2;
      case 'TSUnionType':
        return languageCount(parent.types) >= 2;
      case 'TSTupleType':
        return languageCount(parent.elementTypes) >= 2;
      case 'Property':
      case 'PropertyDefinition':
        return parent.value === child && LANG_NAME.test(keyName(parent) ?? '');
      case 'BinaryExpression':
        return (
          /^[!=]==?$/.test(parent.operator) &&
          LANG_NAME.test(text(parent.left === child ? parent.right : parent.left))
        );
      case 'SwitchCase':
        return parent.test === child && LANG_NAME.test(text(parents.get(parent)?.discriminant));
      case 'VariableDeclarator':
      case 'AssignmentPattern':
      case 'AssignmentExpression':
        return LANG_NAME.test(text(parent.id ?? parent.left));
      case 'CallExpression':
      case 'NewExpression':
        return parent.arguments.includes(child) && LANG_NAME.test(text(parent.callee));
      case 'JSXAttribute':
        return LANG_NAME.test(text(parent.name));
      case 'JSXExpressionContainer': {
        const attribute = parents.get(parent);
        return attribute?.type === 'JSXAttribute' && LANG_NAME.test(text(attribute.name));
      }
      case 'ReturnStatement':
      case 'ArrowFunctionExpression': {
        let fn = parent;
        while (fn && !/Function/.test(fn.type)) fn = parents.get(fn);
        return LANG_TYPE.test(text(fn?.returnType));
      }
      default:
        return false;
    }
  };
  const languageCount = (nodes) =>
    new Set(nodes.map(stringOf).filter((v) => v !== undefined && facts.languageValues.has(v))).size;

  /** Rules 1, 2 and 4 on one piece of string text. */
  const checkText = (node, value, { whole, afterExpression }) => {
    // Another host's address (`https://connect.facebook.net/en_US/…`) names that host's locale, not ours.
    const foreign = /^[a-z]+:\/\//i.test(value);
    for (const { value: code, pattern } of facts.regional)
      if (!foreign && pattern.test(value)) report(node, 'language', `language '${code}'`);
    if (whole && facts.nativeNames.has(value)) report(node, 'language', `language name '${value}'`);
    if (whole && facts.short.has(value) && languagePosition(node))
      report(node, 'language', `language '${value}' where a language goes`);
    const segment = /^(?:\/m)?\/([a-z]{2})(?:\/|$)/.exec(value)?.[1];
    if (!afterExpression && segment && facts.short.has(segment))
      report(node, 'language', `page address in language '${segment}'`);
    const path = facts.wellKnown.get(
      normalizePath(afterExpression ? value.replace(/^\//, '') : value, facts.codes),
    );
    if (path && (whole || afterExpression || /[?#]/.test(value)))
      report(node, 'path', `well-known path '${value}' (${path})`);
  };

  /** Rules 3 and 5 on object keys and on lists. */
  const checkKeys = (container, props) => {
    const keys = props.map((p) => ({ prop: p, name: keyName(p) })).filter((k) => k.name !== undefined);
    // Codes only: `id` (the tag of Indonesian) is the commonest key of all.
    const languageKeys = keys.filter(
      (k) => facts.codes.includes(k.name) || (/[_-]/.test(k.name) && facts.languageValues.has(k.name)),
    );
    const perLanguage =
      languageKeys.some((k) => !facts.short.has(k.name)) ||
      new Set(languageKeys.map((k) => k.name)).size >= 2;
    if (perLanguage && !declaredType(container, KEYED_BY.language))
      for (const k of languageKeys) report(k.prop, 'language', `object keyed by language '${k.name}'`);
    const names = keys.map((k) => k.name);
    if (names.filter((n) => facts.landing.has(n)).length >= 2 && !declaredType(container, KEYED_BY.landing))
      report(container, 'landing', 'object keyed by landing pages');
  };
  const checkList = (node, items) => {
    const values = items.map(stringOf);
    // Only a list of nothing but areas: the section icons' names include the six areas among others.
    if (facts.featureAreas.every((a) => values.includes(a)) && values.every((v) => facts.areaLike.has(v)))
      report(node, 'area', 'the feature areas listed again');
    if (values.filter((v) => facts.landing.has(v)).length >= 2)
      report(node, 'landing', 'landing pages listed again');
  };
  /** The type annotation an object literal is declared with, looking up through nesting and casts. */
  const declaredType = (node, pattern) => {
    for (let n = node; n; n = parents.get(n)) {
      const annotation = n.typeAnnotation ?? n.id?.typeAnnotation ?? n.returnType;
      if (annotation && pattern.test(text(annotation))) return true;
      if (/Function|Statement|Declaration$/.test(n.type) && n.type !== 'VariableDeclaration') return false;
    }
    return false;
  };

  const visit = (node, parent) => {
    if (!node || typeof node.type !== 'string') return;
    parents.set(node, parent);
    switch (node.type) {
      case 'Literal':
        if (typeof node.value === 'string' && !SOURCE_PARENTS.has(parent?.type) && !isKey(node, parent))
          checkText(node, node.value, { whole: true, afterExpression: false });
        break;
      case 'TemplateLiteral':
        node.quasis.forEach((q, i) => {
          parents.set(q, node);
          const whole = node.expressions.length === 0;
          checkText(whole ? node : q, q.value.cooked ?? q.value.raw, { whole, afterExpression: i > 0 });
        });
        break;
      case 'ObjectExpression':
      case 'TSTypeLiteral':
        checkKeys(node, node.properties ?? node.members);
        break;
      case 'TSInterfaceBody':
        checkKeys(node, node.body);
        break;
      case 'ArrayExpression':
        checkList(node, node.elements);
        break;
      case 'TSUnionType':
        checkList(node, node.types);
        break;
      case 'TSTupleType':
        checkList(node, node.elementTypes);
        break;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type' || key === 'start' || key === 'end' || key === 'quasis') continue;
      if (Array.isArray(value)) for (const item of value) visit(item, node);
      else if (value && typeof value === 'object') visit(value, node);
    }
  };
  const isKey = (node, parent) =>
    (parent?.type === 'Property' || parent?.type === 'TSPropertySignature') &&
    parent.key === node &&
    !parent.computed;

  visit(ast, undefined);
  // `// check-facts-ignore: <why>` on a line or the line above it: a literal that only looks like a fact.
  const lines = source.split('\n');
  const ignored = (line) => [line - 1, line - 2].some((i) => /check-facts-ignore:\s*\S/.test(lines[i] ?? ''));
  const seen = new Set();
  return problems
    .filter((p) => !ignored(p.line))
    .filter((p) => !seen.has(`${p.line}:${p.message}`) && seen.add(`${p.line}:${p.message}`))
    .sort((a, b) => a.line - b.line || a.column - b.column);
}

function sourceFiles() {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return out.split('\0').filter((f) => SOURCE.test(f) && !isAside(f) && existsSync(join(ROOT, f)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { parseAst } = await import('vite');
  const facts = await loadFacts();
  const args = process.argv.slice(2).map((f) => relative(ROOT, join(process.cwd(), f)));
  const files = (args.length ? args : sourceFiles()).filter((f) => !isAside(f));
  let count = 0;
  for (const file of files) {
    for (const p of findProblems(readFileSync(join(ROOT, file), 'utf8'), file, facts, parseAst)) {
      count++;
      console.log(`${file}:${p.line}:${p.column}  ${p.message}`);
    }
  }
  if (count) {
    console.log(`\n${count} shared facts written as literals (scripts/check-facts.mjs says what counts).`);
    process.exit(1);
  }
  console.log(`facts: ok (${files.length} files; each language, path, area and landing page in its module)`);
}
