import { join } from 'node:path';
import { SECTION_DELIVERY, STATIC_PARTS, staticPartName } from '@sellwise/pages/assembler/section-registry';
import { keepsServerHtml } from '@sellwise/pages/assembler/server-html';
import { landingConfigs } from '@sellwise/pages/landing/landing-config';
import * as proofPanel from '@sellwise/pages/landing/marketplace-proof-panel';
import type * as React from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
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
    // @sellwise/design-system from source, through tsconfig.json's `paths` as in the site's build.
    resolve: { tsconfigPaths: true },
    ssr: { noExternal: [/^@sellwise\//] },
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

/** Each static part's real module and props to render it with; a new entry in STATIC_PARTS needs one here. */
const REAL_PARTS: Record<string, { module: Record<string, unknown>; props: object }> = {
  'landing/marketplace-proof-panel.tsx': {
    module: proofPanel,
    props: { panel: landingConfigs.lazadaSellerAdsPage.panel },
  },
};

const render = (component: unknown, props: object) =>
  renderToStaticMarkup(
    createElement(
      IntlProvider,
      { locale: 'en', onError: () => {} },
      createElement(component as React.FC, props),
    ),
  );
const wrapper = (html: string) => html.match(/^<div data-server-html="[^"]+" class="contents">/)?.[0];

describe('the browser bundle’s static parts (STATIC_PARTS)', () => {
  it.each(Object.entries(STATIC_PARTS))(
    '%s: stand-ins with the wrapper the server renders',
    async (module, names) => {
      const real = REAL_PARTS[module];
      expect(real, `REAL_PARTS has no entry for ${module}`).toBeDefined();
      // The real module exports exactly the listed parts, so no component of it is missing in the browser.
      expect(Object.keys(real?.module ?? {}).sort()).toEqual([...names].sort());
      const importer = join(import.meta.dirname, '../../pages/landing/landing-page.tsx');
      const resolved = await vite.pluginContainer.resolveId(`../${module.replace(/\.tsx$/, '')}`, importer);
      expect(resolved?.id).toBe(`\0static-part:${module}`);
      const standIns = await vite.ssrLoadModule(resolved?.id ?? '');
      for (const name of names) {
        const server = render(real?.module[name], real?.props ?? {});
        const browser = render(standIns[name], {});
        expect(browser).toBe(
          `<div data-server-html="${staticPartName(module, name)}" class="contents"></div>`,
        );
        expect(wrapper(server)).toBe(wrapper(browser));
        expect(server.length).toBeGreaterThan(browser.length);
      }
    },
  );
});
