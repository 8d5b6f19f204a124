// Compares each locale catalogue with the reference (the default language's) by parsing the ICU messages, not by pattern:
// a missing key, a missing or renamed argument, a changed argument type, a select missing a case,
// a plural/select without `other`, a tag that differs, or a message that does not parse is an error.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** Flattens nested objects to dotted keys. */
export function flatten(obj, prefix = '', out = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v, key, out);
    else out[key] = String(v);
  }
  return out;
}

const TYPE_NAMES = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** The shape of a message: argument name → { type, cases } (select cases must match; plural needs `other`). */
export function shape(message) {
  const args = new Map();
  const walk = (nodes) => {
    for (const node of nodes) {
      const type = TYPE_NAMES[node.type];
      if (!type) continue;
      const name = type === 'tag' ? `<${node.value}>` : node.value;
      const cases = node.options ? Object.keys(node.options).sort() : [];
      args.set(name, { type, cases });
      if (node.options) for (const option of Object.values(node.options)) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(parse(message, { requiresOtherClause: false }));
  return args;
}

/** Returns a list of problems of `other` compared with `en` (both flat {key: message}), named `enName`. */
export function compareCatalogues(en, other, enName = 'the reference') {
  const problems = [];
  for (const [key, source] of Object.entries(en)) {
    if (!(key in other)) {
      problems.push(`missing key ${key}`);
      continue;
    }
    if (!other[key].trim()) {
      problems.push(`empty message ${key}`);
      continue;
    }
    let want;
    let got;
    try {
      want = shape(source);
    } catch (e) {
      problems.push(`${enName} ${key} does not parse: ${e.message}`);
      continue;
    }
    try {
      got = shape(other[key]);
    } catch (e) {
      problems.push(`${key} does not parse: ${e.message}`);
      continue;
    }
    for (const [name, w] of want) {
      const g = got.get(name);
      if (!g) problems.push(`${key}: missing ${w.type === 'tag' ? 'tag' : 'argument'} ${name}`);
      else if (g.type !== w.type) problems.push(`${key}: ${name} is ${g.type}, ${enName} has ${w.type}`);
      else if (w.type === 'select' && w.cases.join() !== g.cases.join())
        problems.push(`${key}: select ${name} cases ${g.cases.join('|')} differ from ${w.cases.join('|')}`);
      else if (w.type === 'plural' && !g.cases.includes('other'))
        problems.push(`${key}: plural ${name} has no other form`);
    }
    for (const name of got.keys()) if (!want.has(name)) problems.push(`${key}: unknown argument ${name}`);
  }
  for (const key of Object.keys(other)) if (!(key in en)) problems.push(`extra key ${key}`);
  return problems;
}

function jsonFiles(p) {
  return statSync(p).isDirectory()
    ? readdirSync(p).flatMap((f) => jsonFiles(join(p, f)))
    : p.endsWith('.json')
      ? [p]
      : [];
}

/** Loads locales/<code>.json (and locales/<code>/**.json, namespaced by path) flat. */
export function loadCatalogue(dir, code) {
  const out = {};
  const file = join(dir, `${code}.json`);
  try {
    flatten(JSON.parse(readFileSync(file, 'utf8')), '', out);
  } catch (e) {
    if (e.code !== 'ENOENT') throw e;
  }
  try {
    for (const f of jsonFiles(join(dir, code))) {
      const ns = f
        .slice(join(dir, code).length + 1, -'.json'.length)
        .split('/')
        .join('.');
      flatten(JSON.parse(readFileSync(f, 'utf8')), ns, out);
    }
  } catch (e) {
    if (e.code !== 'ENOENT') throw e;
  }
  return out;
}
