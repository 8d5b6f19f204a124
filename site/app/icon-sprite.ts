import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as lucide from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';

const LUCIDE = 'lucide-react';
/** A virtual module (the `\0` keeps other plugins off it) standing in for lucide-react in the site's builds. */
const SPRITE_ICONS = '\0sprite-icons';

/** The value names a source file imports from lucide-react (`import type` and `type X` members left out). */
export function lucideImports(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
    if (m[1]) continue;
    for (const member of (m[2] ?? '').split(',').map((s) => s.trim())) {
      if (member && !member.startsWith('type ')) names.push(member.split(/\s+as\s+/)[0] as string);
    }
  }
  return names;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist') || entry.name.startsWith('.'))
      continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

type Glyph = { id: string; aliases: string[]; body: string };

/** An icon as lucide renders it: its kebab-case id and aliases (its classes) and the shapes inside the <svg>. */
export function glyph(name: string): Glyph | undefined {
  const component = (lucide as Record<string, unknown>)[name];
  // Icons are forwardRef objects; createLucideIcon, LucideProvider and the like are plain functions.
  if (!component || typeof component !== 'object' || name === 'icons') return undefined;
  const html = renderToStaticMarkup(createElement(component as never));
  const classes = /class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  const [id, ...aliases] = classes.filter((c) => c !== 'lucide').map((c) => c.replace(/^lucide-/, ''));
  const body = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(html)?.[1];
  return id && body !== undefined ? { id, aliases, body } : undefined;
}

export type Sprite = { file: string; svg: string; icons: Map<string, Glyph>; others: string[] };

/**
 * The sprite of every lucide icon the site's sources import: one <symbol> per icon, in a file named by
 * its content (both builds compute the same name, so the server's HTML points at the client's file).
 */
export function buildSprite(roots: string[]): Sprite {
  const names = new Set(
    roots.flatMap((r) => sourceFiles(r)).flatMap((f) => lucideImports(readFileSync(f, 'utf8'))),
  );
  const icons = new Map<string, Glyph>();
  const others: string[] = [];
  for (const name of [...names].sort()) {
    const g = glyph(name);
    if (g) icons.set(name, g);
    else others.push(name);
  }
  const symbols = [...new Map([...icons.values()].map((g) => [g.id, g])).values()]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((g) => `<symbol id="${g.id}" viewBox="0 0 24 24">${g.body}</symbol>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 10);
  return { file: `assets/icons-${hash}.svg`, svg, icons, others };
}

/** Each icon is a module of its own, so a chunk carries only the icons its pages draw. */
const ICON_PREFIX = '\0sprite-icon:';

/**
 * lucide's own icon component (same <svg> attributes, classes and aria-hidden rule) drawing a <use> of the
 * sprite's symbol instead of inline shapes: the page's HTML and the JS carry the glyph once, in a cached file.
 */
export function iconModule(sprite: Sprite, name: string, base = '/'): string {
  const { id, aliases } = sprite.icons.get(name) as Glyph;
  const data = {
    name: id,
    size: 24,
    node: [['use', { href: `${base}${sprite.file}#${id}`, key: 'u' }]],
    aliases,
  };
  return [
    `import { createLucideIcon } from ${JSON.stringify(LUCIDE)};`,
    `export const ${name} = /* @__PURE__ */ createLucideIcon(${JSON.stringify(data)});`,
  ].join('\n');
}

/**
 * What lucide-react resolves to: a re-export of each icon's module (one module of all icons put every
 * icon any page draws in the chunk the pages share), and lucide's other exports as they are.
 */
export function spriteModule(sprite: Sprite): string {
  const lines = [...sprite.icons.keys()].map(
    (name) => `export { ${name} } from ${JSON.stringify(ICON_PREFIX + name)};`,
  );
  if (sprite.others.length)
    lines.push(`export { ${sprite.others.join(', ')} } from ${JSON.stringify(LUCIDE)};`);
  return lines.join('\n');
}

/** Client and server builds: lucide-react imports resolve to the sprite icons; the client build emits the sprite. */
export function iconSprite(roots: string[], { emit }: { emit: boolean }): Plugin {
  let sprite: Sprite | undefined;
  const get = () => {
    sprite ??= buildSprite(roots);
    return sprite;
  };
  return {
    name: 'sellwise:icon-sprite',
    enforce: 'pre',
    resolveId: (id, importer) => {
      if (id.startsWith(ICON_PREFIX)) return id;
      const ours = importer === SPRITE_ICONS || importer?.startsWith(ICON_PREFIX);
      return id === LUCIDE && !ours ? SPRITE_ICONS : null;
    },
    // Without side effects, an icon nobody draws is left out and the rest go where they are used.
    load: (id) =>
      id === SPRITE_ICONS
        ? { code: spriteModule(get()), moduleSideEffects: false }
        : id.startsWith(ICON_PREFIX)
          ? { code: iconModule(get(), id.slice(ICON_PREFIX.length)), moduleSideEffects: false }
          : null,
    generateBundle() {
      if (emit) this.emitFile({ type: 'asset', fileName: get().file, source: get().svg });
    },
  };
}
