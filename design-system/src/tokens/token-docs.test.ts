// The Tokens docs page shows every token of the source with the source's value, and types none itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customProperties, tokenDocs } from '../../stories-support/token-source';
import { colorPairs, contrastRatio } from './tokens';

// Read from disk: vitest (css: false) empties CSS imports, `?raw` included.
const read = (path: string) => readFileSync(join(import.meta.dirname, path), 'utf8');
const tokensCss = read('tokens.css');
const themeCss = read('tailwind-theme.css');
const docs = tokenDocs(tokensCss, themeCss);

describe('Tokens docs page', () => {
  it('documents every custom property of tokens.css and tailwind-theme.css', () => {
    const declared = [...docs.rootTokens.keys(), ...docs.themeTokens.keys()];
    expect(declared.length).toBeGreaterThan(100);
    expect(declared.filter((name) => !docs.documented.has(name))).toEqual([]);
  });

  it('fails for a token the docs do not know', () => {
    const more = tokenDocs(tokensCss.replace(':root {', ':root {\n  --sw-new-kind-md: 1px;'), themeCss);
    expect([...more.rootTokens.keys()].filter((name) => !more.documented.has(name))).toEqual([
      '--sw-new-kind-md',
    ]);
  });

  it("reads the source's values", () => {
    // Parsed independently of the docs data: a regex over the raw file.
    const raw = (name: string) => tokensCss.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();
    expect(docs.colorRoles.find((c) => c.role === 'primary')?.hex).toBe(raw('--sw-blue-600'));
    for (const r of docs.radii) expect(r.value).toBe(raw(r.cssVar));
    for (const s of docs.shadows) expect(s.value).toBe(raw(s.cssVar));
    for (const l of docs.layers) expect(l.value).toBe(raw(l.cssVar));
    expect(docs.typeScale.find((t) => t.utility === 'text-base')?.size).toBe(
      themeCss.match(/--text-base:\s*([^;]+);/)?.[1],
    );
    expect(docs.typeScale.find((t) => t.utility === 'text-base')?.leading.th).toBe(
      customProperties(tokensCss, ':lang(th)').get('--sw-leading-body'),
    );
    expect(docs.breakpoints.map((b) => b.px)).toEqual([601, 768, 1024, 1280]);
  });

  it('pairs each background with its foreground as the contrast test does', () => {
    for (const [name, [bg, fg]] of Object.entries(colorPairs)) {
      const role = docs.colorRoles.find((c) => c.role === name);
      expect(role, name).toBeDefined();
      expect([role?.hex, role?.pair.hex]).toEqual([bg, fg]);
      expect(role?.contrast).toBeCloseTo(contrastRatio(bg, fg));
    }
  });

  it('types no token value into Tokens.mdx', () => {
    const mdx = readFileSync(join(import.meta.dirname, '../../docs/Tokens.mdx'), 'utf8');
    expect(mdx).toContain('<ColorRoles />');
    expect(mdx.match(/#[0-9a-f]{3,8}\b|\b\d+(\.\d+)?(rem|px|ms)\b|rgb\(/gi)).toBeNull();
  });
});
