import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Each workspace owns its test settings; the root just runs every one that exists.
const workspaces = ['design-system', 'api', 'pages', 'site', 'tests/unit'];

export default defineConfig({
  test: {
    projects: workspaces.filter((w) => existsSync(`${w}/vitest.config.ts`)),
  },
});
