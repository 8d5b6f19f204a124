// Vite plugin for Storybook and the design system's tests: the design system's imports of
// 'class-variance-authority' get recording-cva.ts, which keeps each definition for the props tables.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const RECORDING_CVA = fileURLToPath(new URL('./recording-cva.ts', import.meta.url));

export function recordCva(): Plugin {
  const normal = (path: string) => path.replace(/\\/g, '/').split('?')[0] ?? '';
  const recorder = normal(RECORDING_CVA);
  return {
    name: 'sellwise:record-cva',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'class-variance-authority' || !importer) return null;
      const from = normal(importer);
      return from !== recorder && from.includes('/design-system/src/') ? RECORDING_CVA : null;
    },
  };
}
