import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: { name: 'site', environment: 'node', include: ['src/**/*.test.{ts,tsx}'], root: import.meta.dirname },
});
