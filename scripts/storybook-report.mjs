// The HTML report of one Storybook test run: every failing story with its message, and for an image failure
// the baseline, the received image and the diff, a slider over baseline and received, and the one-story
// accept command. Written by the run's reporter (scripts/storybook-reporter.mjs) from the failures it
// recorded; `node scripts/storybook-report.mjs` writes it again from test-results/storybook/failures.json.
// Images are copied next to the report, so it stays true after a baseline is accepted.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  baselinePath,
  diffPath,
  FAILURES_FILE,
  REPORT_FILE,
  RESULTS_DIR,
  receivedPath,
} from './storybook-paths.js';

export const ACCEPT_COMMAND = 'npm run test:storybook:accept --';

const KIND_LABELS = {
  image: 'image',
  axe: 'accessibility (axe)',
  classes: 'class conflict',
  play: 'play / render',
};

const html = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** Copies one image of a failure next to the report; returns its address relative to the report, or null. */
function keepImage(root, from, to) {
  const source = join(root, from);
  if (!existsSync(source)) return null;
  const target = join(root, RESULTS_DIR, to);
  mkdirSync(dirname(target), { recursive: true });
  if (source !== target) copyFileSync(source, target);
  return relative(join(root, RESULTS_DIR), target);
}

function imageSection(root, id) {
  const baseline = keepImage(root, baselinePath(id), `baseline/${id}.png`);
  const received = keepImage(root, receivedPath(id), relative(RESULTS_DIR, receivedPath(id)));
  const diff = keepImage(root, diffPath(id), relative(RESULTS_DIR, diffPath(id)));
  const figure = (label, src) =>
    src
      ? `<figure><figcaption>${label}</figcaption><a href="${html(src)}"><img src="${html(src)}" alt="${label}"></a></figure>`
      : `<figure><figcaption>${label}</figcaption><p class="none">none${label === 'baseline' ? ' (a new story)' : ''}</p></figure>`;
  const compare =
    baseline && received
      ? `<div class="compare"><label>baseline ◀ <input type="range" min="0" max="100" value="50" class="slider"> ▶ received</label>
<div class="stack"><img src="${html(received)}" alt="received"><img src="${html(baseline)}" alt="baseline" class="top"></div></div>`
      : '';
  const accept = received
    ? `<p>Accept: <code>${html(`${ACCEPT_COMMAND} ${id}`)}</code></p>`
    : '<p>No received image was kept; rerun this story.</p>';
  return `<div class="images">${figure('baseline', baseline)}${figure('received', received)}${figure('diff', diff)}</div>${compare}${accept}`;
}

/** The report's HTML for a run: `failures` as recorded by the reporter, `total` the number of stories run. */
export function reportHtml(root, { failures, total, finishedAt }) {
  const items = failures.map((f, i) => {
    const anchor = `f${i}`;
    return {
      index: `<li><a href="#${anchor}">${html(f.id)}</a> <span class="kind ${f.kind}">${KIND_LABELS[f.kind] ?? f.kind}</span></li>`,
      body: `<section id="${anchor}"><h2>${html(f.title)} › ${html(f.name)} <span class="kind ${f.kind}">${KIND_LABELS[f.kind] ?? f.kind}</span></h2>
<p class="meta">${html(f.id)} · ${html(f.file)}</p>
<details${f.kind === 'image' ? '' : ' open'}><summary>message</summary><pre>${html(f.message)}</pre></details>
${f.kind === 'image' ? imageSection(root, f.id) : ''}</section>`,
    };
  });
  const headline = failures.length
    ? `${failures.length} of ${total} stories failed`
    : `All ${total} stories passed`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Storybook: ${html(headline)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1f2328}
h1{font-size:20px}h2{font-size:16px;margin:0 0 4px}
section{border-top:1px solid #d0d7de;padding:16px 0}
.meta{color:#59636e;margin:0 0 8px}
.kind{font-size:12px;padding:1px 6px;border-radius:8px;background:#eee}
.kind.image{background:#ddf4ff}.kind.axe{background:#fff1c2}.kind.play,.kind.classes{background:#ffe2e0}
pre{white-space:pre-wrap;background:#f6f8fa;padding:8px;max-height:24em;overflow:auto}
.images{display:flex;gap:12px;flex-wrap:wrap}
figure{margin:0;max-width:32%}figure img{max-width:100%;border:1px solid #d0d7de}
.none{color:#59636e}
.compare{margin-top:12px}
.stack{position:relative;display:inline-block;border:1px solid #d0d7de;max-width:100%}
.stack img{display:block;max-width:100%}
.stack .top{position:absolute;top:0;left:0;clip-path:inset(0 50% 0 0)}
code{background:#f6f8fa;padding:2px 4px;user-select:all}
</style></head><body>
<h1>Storybook: ${html(headline)}</h1>
<p class="meta">${html(finishedAt)}</p>
${failures.length ? `<ol>${items.map((i) => i.index).join('\n')}</ol>` : ''}
${items.map((i) => i.body).join('\n')}
<script>
for (const compare of document.querySelectorAll('.compare')) {
  const top = compare.querySelector('.top');
  compare.querySelector('.slider').addEventListener('input', (e) => {
    top.style.clipPath = 'inset(0 ' + (100 - e.target.value) + '% 0 0)';
  });
}
</script>
</body></html>
`;
}

/** Writes the failures file and the report; returns the report's path. */
export function writeReport(root, run) {
  mkdirSync(join(root, RESULTS_DIR), { recursive: true });
  writeFileSync(join(root, FAILURES_FILE), `${JSON.stringify(run, null, 2)}\n`);
  writeFileSync(join(root, REPORT_FILE), reportHtml(root, run));
  return join(root, REPORT_FILE);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  if (!existsSync(join(root, FAILURES_FILE))) {
    console.error(`storybook-report: no run recorded (${FAILURES_FILE}): run npm run test:storybook first`);
    process.exit(1);
  }
  const run = JSON.parse(readFileSync(join(root, FAILURES_FILE), 'utf8'));
  const path = writeReport(root, run);
  console.log(run.failures.length ? `Storybook report: ${relative(root, path)}` : 'Storybook: no failures.');
}
