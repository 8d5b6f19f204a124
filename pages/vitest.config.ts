import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // Workspace packages are read from source (their `source` export condition), never from a dist/
    // that a fresh clone does not have: process them through Vite instead of Node's resolver.
    server: { deps: { inline: [/@sellwise\//] } },
    name: 'pages',
    environment: 'jsdom',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**'],
    root: import.meta.dirname,
    setupFiles: ['../design-system/vitest.setup.ts'],
  },
});
