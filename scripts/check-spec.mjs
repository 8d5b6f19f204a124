#!/usr/bin/env node
/**
 * Every rule of the specification's sections 2 (routes, paths, navigation), 4 (states) and 5 (validation)
 * has at least one test that fails when the rule breaks. `tests/spec-coverage.md` lists each rule under a
 * `### <id> — <rule>` heading, followed by its tests as `- \`<file>\` › <test title>` lines.
 *
 * This check fails when a rule has no test line, when an id appears twice, or when a listed test is
 * gone: the file does not exist or no longer holds that title. So a renamed or deleted test shows up
 * here rather than leaving a rule silently untested.
 *
 * `node scripts/check-spec.mjs [coverage.md]`
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const RULE = /^### (\S+) — (.+)$/;
const TEST = /^- `([^`]+)` › (.+)$/;

/** The rules of a coverage file: [{ id, text, line, tests: [{ file, title, line }] }]. */
export function parseCoverage(markdown) {
  const rules = [];
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    const rule = RULE.exec(text);
    if (rule) {
      rules.push({ id: rule[1], text: rule[2], line, tests: [] });
      return;
    }
    const test = TEST.exec(text);
    if (test && rules.length) rules.at(-1).tests.push({ file: test[1], title: test[2].trim(), line });
  });
  return rules;
}

/**
 * Problems of a coverage file, as `line: message`. `read(file)` answers a test file's text, or
 * undefined when it does not exist.
 */
export function coverageProblems(markdown, read) {
  const rules = parseCoverage(markdown);
  const problems = [];
  if (rules.length === 0) problems.push('1: no rules found (expected "### <id> — <rule>" headings)');
  const seen = new Set();
  for (const rule of rules) {
    if (seen.has(rule.id)) problems.push(`${rule.line}: rule ${rule.id} is listed twice`);
    seen.add(rule.id);
    if (rule.tests.length === 0) problems.push(`${rule.line}: rule ${rule.id} has no test`);
    for (const test of rule.tests) {
      const source = read(test.file);
      if (source === undefined) problems.push(`${test.line}: ${rule.id}: no file ${test.file}`);
      else if (!source.includes(test.title))
        problems.push(`${test.line}: ${rule.id}: ${test.file} has no test "${test.title}"`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const coverage = resolve(root, process.argv[2] ?? 'tests/spec-coverage.md');
  const read = (file) => {
    const path = join(root, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  const markdown = readFileSync(coverage, 'utf8');
  const problems = coverageProblems(markdown, read);
  if (problems.length) {
    for (const problem of problems) console.error(`${coverage}:${problem}`);
    process.exit(1);
  }
  const rules = parseCoverage(markdown);
  const tests = rules.reduce((sum, rule) => sum + rule.tests.length, 0);
  console.log(`spec coverage: ${rules.length} rules, ${tests} tests, each test present`);
}
