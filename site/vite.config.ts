import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconSprite } from './app/icon-sprite';
import { islandSections } from './app/island-sections';

/**
 * Client build: `vite build -c site/vite.config.ts`; the SSR bundle: add `--ssr site/entry-server.tsx`.
 * SITE_DIST (default `dist`) names the output folder, so parallel checkouts can build side by side.
 */
const dist = process.env.SITE_DIST || 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // Static sections keep the server's HTML instead of shipping their code (app/island-sections.ts).
    isSsrBuild ? [] : islandSections(join(import.meta.dirname, '../design-system/src/sections/index.ts')),
    // Icons draw a <use> of one cached sprite file instead of inline shapes in every page and chunk.
    iconSprite(
      ['../design-system/src', '../pages', '.'].map((dir) => join(import.meta.dirname, dir)),
      { emit: !isSsrBuild },
    ),
  ],
  resolve: {
    // Imports of @sellwise/design-system read its source through tsconfig.json's `paths`.
    tsconfigPaths: true,
    // Messages reach the browser precompiled (site/intl/shipped.ts): it needs no ICU parser.
    alias: isSsrBuild
      ? []
      : [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
  },
  ssr: { noExternal: [/^@sellwise\//] },
  build: {
    target: 'es2022',
    outDir: isSsrBuild ? `${dist}/server` : `${dist}/client`,
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // No preload helper: its code and dependency maps cost every page 1.4 KB gzip; what the entry needs is
    // imported statically, and lazy parts (menu drawer, contact dialog) are warmed when a visitor reaches for them.
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: 'entry-client.tsx',
          output: {
            codeSplitting: {
              // What marketing pages share (sections, primitives, the assembler) goes in one file: as a
              // dozen small shared chunks it cost each page 2–3 KB more gzip.
              groups: [
                {
                  name: 'page-kit',
                  // Not what only the blog and help pages share (breadcrumbs, pagination, the search box,
                  // article cards): in page-kit they cost every marketing page 4 KB gzip.
                  test: /design-system[\\/]src[\\/](sections[\\/](?!article-card[\\/])|primitives[\\/](?!(breadcrumbs|pagination|search-input|spinner)[\\/]))|pages[\\/]assembler[\\/]|island-sections/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
  },
}));
