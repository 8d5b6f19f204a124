// Where the Storybook image baselines and each run's results live, relative to the repository root. Read by
// the test-runner (.storybook/test-runner.ts), its reporter, the HTML report and the one-story accept script.
export const BASELINE_DIR = 'tests/storybook/__image_snapshots__';
export const RESULTS_DIR = 'test-results/storybook';
export const RECEIVED_DIR = `${RESULTS_DIR}/received`;
export const DIFF_DIR = `${RESULTS_DIR}/diff`;
export const FAILURES_FILE = `${RESULTS_DIR}/failures.json`;
export const REPORT_FILE = `${RESULTS_DIR}/index.html`;
// jest-image-snapshot names the files <identifier>.png, <identifier>-received.png and <identifier>-diff.png.
export const RECEIVED_POSTFIX = '-received';
export const baselinePath = (id) => `${BASELINE_DIR}/${id}.png`;
export const receivedPath = (id) => `${RECEIVED_DIR}/${id}${RECEIVED_POSTFIX}.png`;
export const diffPath = (id) => `${DIFF_DIR}/${id}-diff.png`;
