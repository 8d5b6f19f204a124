import type { Plugin } from 'vite';
import { STATIC_SECTIONS } from '../../pages/assembler/section-registry';

const SECTIONS = '@sellwise/design-system/sections';
/** A virtual module (the `\0` keeps other plugins off it); the client build's chunk groups match its name. */
const ISLAND_SECTIONS = '\0island-sections';

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
    resolveId: (id) => (id === SECTIONS ? ISLAND_SECTIONS : null),
    load: (id) => (id === ISLAND_SECTIONS ? islandSectionsSource(barrel) : null),
  };
}
