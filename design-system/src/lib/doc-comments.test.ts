// Storybook renders doc comments (props, stories) as Markdown: a bare snake_case name such as a message id
// loses its underscores to emphasis (the SiteSwitchDialog page once showed "html*warm*tips"). Names go in
// backticks.
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<string>(['../**/*.{ts,tsx}', '../../stories-support/*.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Snake_case words of the doc comments in `source`, outside `code`. */
function bareSnakeCase(source: string): string[] {
  const found: string[] = [];
  for (const [, body = ''] of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const prose = body.replace(/`[^`]*`/g, '');
    found.push(...(prose.match(/(?<![\w/.-])[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+(?![\w/.-])/g) ?? []));
  }
  return found;
}

describe('doc comments', () => {
  it('finds a bare snake_case name, not one in backticks', () => {
    expect(bareSnakeCase('/** html_warm_tips — the title. */')).toEqual(['html_warm_tips']);
    expect(bareSnakeCase('/** `html_warm_tips` — the title; see docs/a_b.md. */')).toEqual([]);
  });

  it('put snake_case names in backticks', () => {
    expect(Object.keys(files).length).toBeGreaterThan(100);
    const bare = Object.entries(files).flatMap(([path, source]) =>
      bareSnakeCase(source).map((w) => `${path}: ${w}`),
    );
    expect(bare).toEqual([]);
  });
});
