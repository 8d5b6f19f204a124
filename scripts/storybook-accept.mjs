// `npm run test:storybook:accept -- <story-id>...`: makes the image a story received in the last Storybook run
// its baseline, one story at a time (a whole folder: `npm run test:storybook:update -- <path>`). Only stories
// whose image failed in that run can be accepted; the ids are listed in its report.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { baselinePath, FAILURES_FILE, receivedPath } from './storybook-paths.js';

/** Accepts each id; returns the problems (an empty list when every id was accepted). */
export function accept(root, ids) {
  if (ids.length === 0)
    return ['give the story ids to accept: npm run test:storybook:accept -- <story-id>...'];
  const failuresFile = join(root, FAILURES_FILE);
  if (!existsSync(failuresFile))
    return [`no Storybook run to accept from (${FAILURES_FILE}): run npm run test:storybook first`];
  const { failures } = JSON.parse(readFileSync(failuresFile, 'utf8'));
  const images = new Set(failures.filter((f) => f.kind === 'image').map((f) => f.id));
  const problems = [];
  for (const id of ids) {
    const received = join(root, receivedPath(id));
    if (!images.has(id) || !existsSync(received)) {
      problems.push(
        `${id}: no received image for it in the last run (image failures: ${[...images].join(', ') || 'none'})`,
      );
      continue;
    }
    const baseline = join(root, baselinePath(id));
    mkdirSync(dirname(baseline), { recursive: true });
    copyFileSync(received, baseline);
    console.log(`accepted ${id} → ${baselinePath(id)}`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = accept(process.cwd(), process.argv.slice(2));
  for (const p of problems) console.error(`test:storybook:accept: ${p}`);
  process.exit(problems.length ? 1 : 0);
}
