import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { recordCva } from './stories-support/record-cva-plugin';

export default defineConfig({
  // The props-table tests read the cva definitions as Storybook does.
  plugins: [react(), recordCva()],
  // Imports of @sellwise/design-system read its source through tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  test: {
    // A component test clicks and types through jsdom: on a busy shared two-core machine one takes
    // several seconds, past vitest's 5 s default. The allowance is not a timing claim.
    testTimeout: 20_000,
    name: 'design-system',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'stories-support/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
  },
});
