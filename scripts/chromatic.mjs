// `npm run chromatic`: uploads the Storybook to Chromatic (optional; visual review in their web app).
// Without CHROMATIC_PROJECT_TOKEN it says what is missing and exits 0, so that a checkout without the
// project's token is not a failure.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (copy the project token from chromatic.com › Manage › Configure, then CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic)',
  );
  process.exit(0);
}
// The Node the CLI asks for is its own package's `engines.node` (">=22…").
const { engines } = JSON.parse(readFileSync(join(root, 'node_modules/chromatic/package.json'), 'utf8'));
const wanted = Number(/\d+/.exec(engines?.node ?? '')?.[0] ?? 0);
if (Number(process.versions.node.split('.')[0]) < wanted) {
  console.log(
    `chromatic: the chromatic CLI wants Node ${wanted} or later (engines: ${engines.node}); this is Node ${process.versions.node}`,
  );
}
const run = spawnSync(
  join(root, 'node_modules/.bin/chromatic'),
  ['--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
