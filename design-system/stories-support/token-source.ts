// The token docs' data, read from the token source (tokens.css and tailwind-theme.css, passed in as text: Storybook
// imports them `?raw`, the test reads the files), so the Tokens page shows what the package ships, never a
// copy typed into the page.
import { contrastRatio } from '../src/tokens/tokens';

export type Declarations = Map<string, string>;

const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The custom properties declared directly in the block that follows `selector` (first match). */
export function customProperties(css: string, selector: string): Declarations {
  const source = stripComments(css);
  const start = source.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`token source: no "${selector}" block`);
  let depth = 0;
  let end = start;
  for (let i = source.indexOf('{', start); i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) {
      end = i;
      break;
    }
  }
  const body = source.slice(source.indexOf('{', start) + 1, end);
  const declarations: Declarations = new Map();
  for (const m of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    declarations.set(m[1] as string, (m[2] as string).replace(/\s+/g, ' ').trim());
  }
  return declarations;
}

export type ColorRole = {
  role: string;
  cssVar: string;
  hex: string;
  utility: string;
  /** The text colour used on it, or the page for a border or ring (non-text contrast, 3:1). */
  pair: { cssVar: string; hex: string; kind: 'text' | 'non-text' };
  contrast: number;
};

/** Everything the Tokens page shows, from the text of tokens.css and tailwind-theme.css. */
export function tokenDocs(tokensCss: string, themeCss: string) {
  /** tokens.css's :root, and tailwind-theme.css's @theme (what Tailwind turns into utilities). */
  const rootTokens = customProperties(tokensCss, ':root');
  const themeTokens = customProperties(themeCss, '@theme inline');
  /** Values tokens.css sets again for Thai, Chinese, reduced motion and a page with a dock. */
  const overrides = {
    th: customProperties(tokensCss, ':lang(th)'),
    zh: customProperties(tokensCss, ':lang(zh)'),
    reducedMotion: customProperties(
      tokensCss.slice(tokensCss.indexOf('@media (prefers-reduced-motion')),
      ':root',
    ),
    dock: customProperties(tokensCss, ':root:has([data-sw-dock])'),
  };

  /** Follows var() references through both files to the literal value. */
  function resolve(value: string): string {
    return value.replace(/var\((--[\w-]+)\)/g, (whole, name: string) => {
      const next = rootTokens.get(name) ?? themeTokens.get(name);
      return next === undefined ? whole : resolve(next);
    });
  }

  const token = (name: string) => {
    const value = rootTokens.get(name) ?? themeTokens.get(name);
    if (value === undefined) throw new Error(`token source: ${name} is not declared`);
    return value;
  };

  /** `--sw-radius-md` → `md` for every token with the prefix, in source order. */
  const withPrefix = (tokens: Declarations, prefix: string) =>
    [...tokens.keys()]
      .filter((n) => n.startsWith(prefix))
      .map((n) => ({ name: n, key: n.slice(prefix.length) }));

  // Roles are tailwind-theme.css's --color-*; a -foreground is shown as its background's pair, not on its own.
  const colorRoles: ColorRole[] = withPrefix(themeTokens, '--color-')
    .filter(({ key }) => key !== 'foreground' && !key.endsWith('-foreground'))
    .map(({ key, name }) => {
      const cssVar = `--${key}`;
      const base = key.replace(/-hover$/, '');
      const foreground = [
        `--${key}-foreground`,
        `--${base}-foreground`,
        key === 'background' ? '--foreground' : '',
      ].find((n) => rootTokens.has(n));
      const hex = resolve(token(name));
      const pairVar = foreground ?? '--background';
      const pairHex = resolve(token(pairVar));
      return {
        role: key,
        cssVar,
        hex,
        utility: foreground
          ? `bg-${key} text-${foreground.slice(2)}`
          : key === 'ring'
            ? 'outline-ring'
            : `border-${key}`,
        pair: { cssVar: pairVar, hex: pairHex, kind: foreground ? 'text' : 'non-text' },
        contrast: contrastRatio(hex, pairHex),
      };
    });

  const palette = [...rootTokens.keys()]
    .filter((n) => /^--sw-[a-z]+-\d+$/.test(n))
    .map((name) => ({ name, hex: token(name) }));

  const LEADING = /var\(--sw-leading-(\w+)\)/;
  const typeScale = withPrefix(themeTokens, '--text-')
    .filter(({ key }) => !key.includes('--'))
    .map(({ key, name }) => {
      const leading = token(`${name}--line-height`).match(LEADING)?.[1] ?? '';
      const leadingVar = `--sw-leading-${leading}`;
      return {
        utility: `text-${key}`,
        size: token(name),
        leadingVar,
        leading: {
          default: token(leadingVar),
          th: overrides.th.get(leadingVar) ?? token(leadingVar),
          zh: overrides.zh.get(leadingVar) ?? token(leadingVar),
        },
      };
    });

  const fonts = withPrefix(rootTokens, '--sw-font-').map(({ key, name }) => ({
    cssVar: name,
    utility: `font-${key}`,
    stack: token(name),
  }));

  const spacing = { cssVar: '--sw-space', unit: token('--sw-space'), utilityVar: '--spacing' };

  const radii = withPrefix(rootTokens, '--sw-radius-').map(({ key, name }) => ({
    cssVar: name,
    utility: `rounded-${key}`,
    value: token(name),
  }));

  const shadows = withPrefix(rootTokens, '--sw-shadow-').map(({ key, name }) => ({
    cssVar: name,
    utility: `shadow-${key}`,
    value: token(name),
  }));

  const layers = withPrefix(rootTokens, '--sw-z-').map(({ key, name }) => ({
    cssVar: name,
    utility: `z-${key}`,
    value: token(name),
  }));

  const motion = [
    ...withPrefix(rootTokens, '--sw-duration-').map(({ key, name }) => ({
      cssVar: name,
      utility: `duration-${key}`,
      value: token(name),
      reduced: overrides.reducedMotion.get(name),
    })),
    ...withPrefix(rootTokens, '--sw-ease-').map(({ key, name }) => ({
      cssVar: name,
      utility: `ease-${key}`,
      value: token(name),
      reduced: overrides.reducedMotion.get(name),
    })),
  ];

  const breakpoints = withPrefix(themeTokens, '--breakpoint-').map(({ key, name }) => {
    const value = token(name);
    return { cssVar: name, utility: `${key}:`, value, px: Number.parseFloat(value) * 16 };
  });

  const dock = withPrefix(rootTokens, '--sw-dock-').map(({ name }) => ({
    cssVar: name,
    value: token(name),
    withDock: overrides.dock.get(name),
  }));

  /** Every token name the docs show (the test compares it with the source). */
  function documentedTokens(): Set<string> {
    const names = [
      ...colorRoles.flatMap((c) => [
        c.cssVar,
        `--color-${c.role}`,
        c.pair.cssVar,
        `--color-${c.pair.cssVar.slice(2)}`,
      ]),
      ...palette.map((p) => p.name),
      ...typeScale.flatMap((t) => [`--${t.utility}`, `--${t.utility}--line-height`, t.leadingVar]),
      ...fonts.flatMap((f) => [f.cssVar, `--${f.utility}`]),
      spacing.cssVar,
      spacing.utilityVar,
      ...radii.flatMap((r) => [r.cssVar, `--${r.utility.replace('rounded', 'radius')}`]),
      ...shadows.flatMap((s) => [s.cssVar, `--${s.utility}`]),
      ...layers.map((l) => l.cssVar),
      ...motion.flatMap((m) => [m.cssVar, `--${m.utility}`]),
      ...breakpoints.map((b) => b.cssVar),
      ...dock.map((d) => d.cssVar),
    ];
    return new Set(names);
  }

  return {
    rootTokens,
    themeTokens,
    overrides,
    resolve,
    colorRoles,
    palette,
    typeScale,
    fonts,
    spacing,
    radii,
    shadows,
    layers,
    motion,
    breakpoints,
    dock,
    documented: documentedTokens(),
  };
}

export type TokenDocs = ReturnType<typeof tokenDocs>;
