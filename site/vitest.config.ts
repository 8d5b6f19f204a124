import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // Imports of @sellwise/design-system read its source through tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  test: {
    // Workspace packages are TypeScript source (never a dist/ that a fresh clone does not have): process
    // them through Vite instead of Node's resolver.
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
