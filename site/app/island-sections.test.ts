import { join } from 'node:path';
import { SECTION_DELIVERY } from '@sellwise/pages/assembler/section-registry';
import { keepsServerHtml } from '@sellwise/pages/assembler/server-html';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentName, islandSections } from './island-sections';

const BARREL = join(import.meta.dirname, '../../design-system/src/sections/index.ts');
let vite: ViteDevServer;
let sections: Record<string, unknown>;

// The module as the client build resolves it, through the plugin (loaded in Node: no browser needed).
beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'silent',
    plugins: [islandSections(BARREL)],
    resolve: { conditions: ['source'] },
    ssr: {
      noExternal: [/^@sellwise\//],
      resolve: { conditions: ['source'], externalConditions: ['source'] },
    },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: 'custom',
  });
  sections = await vite.ssrLoadModule('@sellwise/design-system/sections');
}, 30_000);
afterAll(() => vite?.close());

describe('the browser bundle’s sections', () => {
  it.each(Object.entries(SECTION_DELIVERY))(
    '%s: a stand-in when static, the real section when interactive',
    (type, delivery) => {
      const component = sections[componentName(type)];
      expect(typeof component).toBe('function');
      expect(keepsServerHtml(component)).toBe(delivery === 'static');
    },
  );

  it('still export everything else the barrel has', () => {
    expect(typeof sections.faqJsonLd).toBe('function');
    expect(typeof sections.Section).toBe('function');
  });
});
