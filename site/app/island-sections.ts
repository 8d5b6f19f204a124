import { basename, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { STATIC_PARTS, STATIC_SECTIONS, staticPartName } from '../../pages/assembler/section-registry';

const SECTIONS = '@sellwise/design-system/sections';
/** A virtual module (the `\0` keeps other plugins off it); the client build's chunk groups match its name. */
const ISLAND_SECTIONS = '\0island-sections';
/** Virtual modules standing in for the pages' static parts: the prefix, then the module's path under pages/. */
const STATIC_PART = '\0static-part:';
const PAGES = join(import.meta.dirname, '../../pages');
const PART_FILES = new Set(Object.keys(STATIC_PARTS).map((m) => basename(m, '.tsx')));

/**
 * A static part's module as the browser bundle sees it: each listed component is a stand-in rendering the
 * wrapper of serverHtmlPart (pages/assembler/server-html.ts) empty, which hydration leaves as the server
 * filled it. Written out here, so the stand-ins land in the chunk of the page that uses them.
 */
export function staticPartSource(module: string): string {
  return [
    "import { createElement } from 'react';",
    "const keep = { __html: '' };",
    ...(STATIC_PARTS[module] ?? []).map(
      (name) =>
        `export const ${name} = () => createElement('div', { 'data-server-html': ${JSON.stringify(staticPartName(module, name))}, className: 'contents', dangerouslySetInnerHTML: keep, suppressHydrationWarning: true });`,
    ),
  ].join('\n');
}

/** The export name of a section type's component in the design system's barrel (`ctaBanner` → `CtaBanner`). */
export const componentName = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/**
 * The design system's sections as the site's *browser* bundle sees them: everything the barrel exports,
 * with each static section of pages/assembler/section-registry.ts replaced by a stand-in that keeps the
 * server's HTML through hydration (pages/assembler/server-html.ts), so its code never ships. A module's
 * own exports take precedence over `export *`, so the stand-ins shadow the real components.
 */
export function islandSectionsSource(barrel: string): string {
  return [
    "import { serverHtmlSection } from '@sellwise/pages/assembler/server-html';",
    `export * from ${JSON.stringify(barrel)};`,
    ...STATIC_SECTIONS.map(
      (type) => `export const ${componentName(type)} = serverHtmlSection(${JSON.stringify(type)});`,
    ),
  ].join('\n');
}

/**
 * For the client build only (the server renders the real sections): resolves
 * `@sellwise/design-system/sections` to the island module; `barrel` is the path of the real one.
 */
export function islandSections(barrel: string): Plugin {
  return {
    name: 'sellwise:island-sections',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (id === SECTIONS) return ISLAND_SECTIONS;
      // Pages import their static parts by relative path; only those names are worth resolving here.
      if (!importer || !id.startsWith('.') || !PART_FILES.has(basename(id).replace(/\.tsx$/, '')))
        return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      const module = resolved && relative(PAGES, resolved.id).split(sep).join('/');
      return module && STATIC_PARTS[module] ? STATIC_PART + module : null;
    },
    load: (id) =>
      id === ISLAND_SECTIONS
        ? islandSectionsSource(barrel)
        : id.startsWith(STATIC_PART)
          ? staticPartSource(id.slice(STATIC_PART.length))
          : null,
  };
}
