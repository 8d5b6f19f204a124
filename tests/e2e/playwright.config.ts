import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the built site server with its in-process API and a
 * fresh embedded database. `npm run test:e2e` (the site must be built: `npm run build`).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  use: { baseURL: `http://127.0.0.1:${PORT}`, launchOptions, trace: 'off' },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    { name: 'phone', use: { ...devices['iPhone 13'], browserName: 'chromium', launchOptions } },
  ],
  // The server always runs on its own fresh PGlite folder: CI exports DATABASE_URL for the API's
  // PostgreSQL tests, and that database holds their fixtures, not the seeded content.
  // Every spec shares one server and one client IP: the per-IP send limit is raised so a full run of
  // the sign-up and reset flows fits (the limit itself is tested in the API tests).
  webServer: {
    command: `rm -rf .tmp/e2e-data-${PORT} && env -u DATABASE_URL SENDS_PER_HOUR_PER_IP=1000 PORT=${PORT} DATA_DIR=.tmp/e2e-data-${PORT} SITE_ORIGIN=http://127.0.0.1:${PORT} npx tsx site/server/main.ts`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
