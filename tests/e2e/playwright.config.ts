import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/**
 * End-to-end tests in Debian's Chromium against the built site server with its in-process API and a
 * fresh embedded database. `npm run test:e2e` (the site must be built: `npm run build`).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
// The split deployment (project "split", split.spec.ts): the API alone on API_PORT, the site on SPLIT_PORT
// passing it the API's paths (API_BASE_URL), the API trusting that one hop (TRUST_PROXY=1).
const SPLIT_PORT = PORT + 2;
const API_PORT = PORT + 3;
// The human checks (project "human-checks", human-checks.spec.ts): a site configured with the captcha
// service and the bot-challenge widget, whose API asks the vendors' doubles (vendor-doubles.mjs) on DOUBLES_PORT.
const CHECKS_PORT = PORT + 4;
const DOUBLES_PORT = PORT + 5;
const CHECKS_ENV = [
  'TAG_IDS=captcha=190000001,turnstile=0x4AAAAAAAstandin',
  'CAPTCHA_APP_ID=190000001 CAPTCHA_APP_SECRET=e2e-captcha-secret TURNSTILE_SECRET=e2e-turnstile-secret',
  `CAPTCHA_VERIFY_URL=http://127.0.0.1:${DOUBLES_PORT}/captcha`,
  `TURNSTILE_VERIFY_URL=http://127.0.0.1:${DOUBLES_PORT}/turnstile`,
].join(' ');
const launchOptions = chromiumLaunchOptions();

/** A desktop project whose spec talks to a server of its own (another deployment or configuration). */
const ownServer = (name: string, spec: string, port: number) => ({
  name,
  testMatch: spec,
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
  },
});

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // The list as it runs, and an HTML report to review failures in (expected, actual and diff of a screenshot,
  // the trace): npx playwright show-report test-results/e2e-report.
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../test-results/e2e-report' }]],
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // A flaky test is a defect, never retried (retries: 0), so a trace is never recorded "on first retry":
  // every test records one and keeps it only when it fails, with a screenshot of the failure.
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['split.spec.ts', 'human-checks.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    {
      name: 'phone',
      testIgnore: ['split.spec.ts', 'human-checks.spec.ts'],
      use: { ...devices['iPhone 13'], browserName: 'chromium', launchOptions },
    },
    ownServer('split', 'split.spec.ts', SPLIT_PORT),
    ownServer('human-checks', 'human-checks.spec.ts', CHECKS_PORT),
  ],
  // The server always runs on its own fresh PGlite folder: CI exports DATABASE_URL for the API's
  // PostgreSQL tests, and that database holds their fixtures, not the seeded content.
  // Every spec shares one server and one client IP: the per-IP limits (code sends, writes, queued
  // password hashes) are raised so a full run of the flows fits (the limits are tested in the API tests).
  webServer: [
    {
      command: `rm -rf .tmp/e2e-data-${PORT} && env -u DATABASE_URL SENDS_PER_HOUR_PER_IP=1000 WRITE_LIMIT_FACTOR=1000 HASHES_PER_CLIENT=64 PORT=${PORT} DATA_DIR=.tmp/e2e-data-${PORT} SITE_ORIGIN=http://127.0.0.1:${PORT} npx tsx site/server/main.ts`,
      cwd: '../..',
      url: `http://127.0.0.1:${PORT}/robots.txt`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The API and the site start together (the site needs the API only per request); ready once the
      // site passes a call through to the API.
      command: [
        `rm -rf .tmp/e2e-api-${API_PORT} && (env -u DATABASE_URL -u API_BASE_URL TRUST_PROXY=1 API_PORT=${API_PORT}`,
        `DATA_DIR=.tmp/e2e-api-${API_PORT} SITE_ORIGIN=http://127.0.0.1:${SPLIT_PORT} npx tsx api/src/server.ts &`,
        `env -u DATABASE_URL PORT=${SPLIT_PORT} API_BASE_URL=http://127.0.0.1:${API_PORT}`,
        `SITE_ORIGIN=http://127.0.0.1:${SPLIT_PORT} npx tsx site/server/main.ts)`,
      ].join(' '),
      cwd: '../..',
      url: `http://127.0.0.1:${SPLIT_PORT}/builds/latest.json`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A code may go to an address every second here (SEND_INTERVAL_SECONDS): a reset follows a sign-up.
      command: [
        `rm -rf .tmp/e2e-data-${CHECKS_PORT} && (env ${CHECKS_ENV} node tests/e2e/vendor-doubles.mjs ${DOUBLES_PORT} &`,
        `env -u DATABASE_URL ${CHECKS_ENV} SEND_INTERVAL_SECONDS=1 PORT=${CHECKS_PORT}`,
        `DATA_DIR=.tmp/e2e-data-${CHECKS_PORT} SITE_ORIGIN=http://127.0.0.1:${CHECKS_PORT} npx tsx site/server/main.ts)`,
      ].join(' '),
      cwd: '../..',
      url: `http://127.0.0.1:${CHECKS_PORT}/robots.txt`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
