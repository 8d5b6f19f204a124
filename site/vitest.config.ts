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
    // A render test imports and compiles page modules on demand: on a busy shared two-core machine one takes
    // several seconds, past vitest's 5 s default. The allowance is not a timing claim.
    testTimeout: 20_000,
    name: 'site',
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'dist/**'],
    root: import.meta.dirname,
  },
});
