// The short account of a Storybook build (scripts/build-storybook.sh): the first line of each kind of warning
// or error in its log (the build marks them ▲ and ■), once each with how many times, and one line with the
// number of stories built and the time.
//   node scripts/storybook-build-summary.mjs <log> <output dir> <seconds>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const MAX_KINDS = 20;
// biome-ignore lint/suspicious/noControlCharactersInRegex: colours and terminal links are what is removed
const ESCAPES = /\u001b\[[0-9;]*m|\u001b\]8;;[^\u001b]*\u001b\\/g;

export function buildSummary(log, stories, seconds, out) {
  const counts = new Map();
  for (const line of log.replace(ESCAPES, '').split('\n')) {
    if (/^[▲■]/.test(line)) counts.set(line.trimEnd(), (counts.get(line.trimEnd()) ?? 0) + 1);
  }
  const kinds = [...counts].map(([line, n]) => (n > 1 ? `${line}  (${n}×)` : line));
  if (kinds.length > MAX_KINDS)
    kinds.splice(MAX_KINDS, kinds.length, `… ${kinds.length - MAX_KINDS} more kinds`);
  return [...kinds, `Storybook: built ${stories} stories in ${seconds}s into ${out}`];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [logFile = '', out = '', seconds = ''] = process.argv.slice(2);
  const { entries } = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
  const stories = Object.values(entries).filter((e) => e.type === 'story').length;
  const lines = buildSummary(readFileSync(logFile, 'utf8'), stories, seconds, out);
  lines[lines.length - 1] += ` (log: ${logFile})`;
  console.log(lines.join('\n'));
}
