// The Storybook test-runner's Jest config: Debian's Chromium (test tools cannot download browsers here).
import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const base = getJestConfig();

export default {
  ...base,
  testTimeout: 60_000,
  // Progress, a summary of the failures and the HTML report: scripts/storybook-reporter.mjs.
  reporters: ['<rootDir>/scripts/storybook-reporter.mjs'],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(['--font-render-hinting=none']),
    },
  },
};
