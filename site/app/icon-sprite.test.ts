import { join } from 'node:path';
import { createLucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildSprite, iconModule, lucideImports, spriteModule } from './icon-sprite';

const roots = ['../../design-system/src', '../../pages', '..'].map((d) => join(import.meta.dirname, d));
const sprite = buildSprite(roots);

/** The icon components the generated module exports, made as the module makes them. */
function spriteIcons(): Map<string, ReturnType<typeof createLucideIcon>> {
  const icons = new Map<string, ReturnType<typeof createLucideIcon>>();
  for (const name of sprite.icons.keys()) {
    // The barrel re-exports each icon from its own module (a chunk then carries only the icons it draws).
    expect(spriteModule(sprite)).toContain(
      `export { ${name} } from ${JSON.stringify(`\0sprite-icon:${name}`)};`,
    );
    for (const m of iconModule(sprite, name).matchAll(
      /export const (\w+) = \/\* @__PURE__ \*\/ createLucideIcon\((.*)\);/g,
    ))
      icons.set(m[1] as string, createLucideIcon(JSON.parse(m[2] as string)));
  }
  return icons;
}

describe('icon sprite', () => {
  it('reads value imports from lucide-react, not type imports', () => {
    const source = `import { Check, type LucideIcon, X as Close } from 'lucide-react';\nimport type { LucideProps } from 'lucide-react';`;
    expect(lucideImports(source)).toEqual(['Check', 'X']);
  });

  it('holds every icon the design system, pages and site import', () => {
    for (const name of ['ChevronDown', 'Check', 'ArrowRight', 'CircleCheck', 'Package'])
      expect(sprite.icons.has(name), name).toBe(true);
    expect(sprite.file).toMatch(/^assets\/icons-[\w-]{10}\.svg$/);
  });

  it('draws each icon as a <use> of a symbol the sprite file has, with lucide’s own attributes', () => {
    const icons = spriteIcons();
    expect(icons.size).toBe(sprite.icons.size);
    for (const [name, Icon] of icons) {
      const html = renderToStaticMarkup(createElement(Icon, { className: 'size-4' }));
      const href = /<use href="([^"]+)"/.exec(html)?.[1];
      expect(href, name).toBeDefined();
      const [file, id] = (href as string).split('#');
      expect(file).toBe(`/${sprite.file}`);
      expect(sprite.svg).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
      expect(html).toContain(`class="lucide lucide-${id}`);
      expect(html).toContain('aria-hidden="true"');
    }
  });

  it('keeps an icon that has an accessible name visible to assistive technology', () => {
    const Check = spriteIcons().get('Check') as ReturnType<typeof createLucideIcon>;
    const html = renderToStaticMarkup(createElement(Check, { 'aria-label': 'done' }));
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('aria-label="done"');
  });
});
