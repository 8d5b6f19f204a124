// The one browser every test and benchmark launches: Debian's Chromium (test tools cannot download theirs
// here) with flags that keep a headless run quiet and offline. CHROMIUM_PATH points at another build.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for Playwright (chromium.launch, jest-playwright, Playwright Test). */
export const chromiumLaunchOptions = (extraArgs = []) => ({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, ...extraArgs],
});

// `node scripts/chromium.mjs` prints the path, for the shell scripts' checks.
if (process.argv[1] && import.meta.filename === process.argv[1]) console.log(CHROMIUM_PATH);
