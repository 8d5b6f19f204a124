import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { coverageProblems, parseCoverage } from '../../scripts/check-spec.mjs';

// A test title written as a template, as the e2e route tests are: the coverage names it as written.
const TEMPLATE_TITLE = ['visits $', '{path}'].join('');
const files: Record<string, string> = {
  'site/a.test.ts': `it('keeps the query', () => {});\nit(\`${TEMPLATE_TITLE}\`, () => {});`,
};
const read = (file: string) => files[file];
const problems = (markdown: string): string[] => coverageProblems(markdown, read);

describe('check-spec', () => {
  it('passes when every rule lists tests that exist', () => {
    const md = [
      '### 2.a — A rule.',
      '- `site/a.test.ts` › keeps the query',
      '### 2.b — Another.',
      `- \`site/a.test.ts\` › ${TEMPLATE_TITLE}`,
    ].join('\n');
    expect(problems(md)).toEqual([]);
    expect(parseCoverage(md).map((r: { id: string }) => r.id)).toEqual(['2.a', '2.b']);
  });

  it('fails on a rule without a test', () => {
    expect(problems('### 2.a — A rule.\n\n### 2.b — B.\n- `site/a.test.ts` › keeps the query')).toEqual([
      '1: rule 2.a has no test',
    ]);
  });

  it('fails on a test that is gone or a file that does not exist', () => {
    expect(
      problems('### 2.a — A rule.\n- `site/a.test.ts` › drops the query\n- `site/gone.test.ts` › x'),
    ).toEqual(['2: 2.a: site/a.test.ts has no test "drops the query"', '3: 2.a: no file site/gone.test.ts']);
  });

  it('fails on a rule listed twice and on a file with no rules', () => {
    const md =
      '### 2.a — A.\n- `site/a.test.ts` › keeps the query\n### 2.a — A again.\n- `site/a.test.ts` › keeps the query';
    expect(problems(md)).toEqual(['3: rule 2.a is listed twice']);
    expect(problems('# nothing')).toHaveLength(1);
  });
});
