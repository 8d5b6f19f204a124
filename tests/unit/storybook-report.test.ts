import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error plain ESM script without types
import { accept } from '../../scripts/storybook-accept.mjs';
import {
  baselinePath,
  diffPath,
  FAILURES_FILE,
  REPORT_FILE,
  receivedPath,
} from '../../scripts/storybook-paths.js';
// @ts-expect-error plain ESM script without types
import { reportHtml, writeReport } from '../../scripts/storybook-report.mjs';
// @ts-expect-error plain ESM script without types
import StorybookReporter, { failureKind, storyFailure } from '../../scripts/storybook-reporter.mjs';

const repo = join(import.meta.dirname, '../..');
// Three different 1×1 PNGs (red, green, blue), so a copied file can be told from another.
const png = (rgb: string) =>
  Buffer.from(
    {
      red: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
      green: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNg+M8AAAICAQB7CYF4AAAAAElFTkSuQmCC',
      blue: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
    }[rgb] as string,
    'base64',
  );

let root: string;
const put = (path: string, content: Buffer | string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};

const IMAGE = 'components-button--primary';
const NEW_STORY = 'components-badge--new';
const failures = [
  {
    id: IMAGE,
    title: 'Components/Button',
    name: 'Primary',
    kind: 'image',
    message: 'Expected image to match or be a close match to snapshot but was 2% different',
    file: 'design-system/src/button.stories.tsx',
  },
  {
    id: NEW_STORY,
    title: 'Components/Badge',
    name: 'New',
    kind: 'image',
    message: 'New snapshot was not written.',
    file: 'design-system/src/badge.stories.tsx',
  },
  {
    id: 'components-dialog--open',
    title: 'Components/Dialog',
    name: 'Open',
    kind: 'axe',
    message: '1 accessibility violation was detected: <button> has no name',
    file: 'design-system/src/dialog.stories.tsx',
  },
];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sb-report-'));
  put(baselinePath(IMAGE), png('red'));
  put(receivedPath(IMAGE), png('green'));
  put(diffPath(IMAGE), png('blue'));
  put(receivedPath(NEW_STORY), png('green'));
});

describe('the Storybook report', () => {
  it('lists every failing story with its kind and message, escaped', () => {
    const html: string = reportHtml(root, { failures, total: 40, finishedAt: 'now' });
    expect(html).toContain('3 of 40 stories failed');
    for (const f of failures) expect(html).toContain(`<a href="#f${failures.indexOf(f)}">${f.id}</a>`);
    expect(html).toContain('1 accessibility violation was detected: &lt;button&gt; has no name');
    expect(html).not.toContain('<button> has no name');
  });

  it('shows an image failure as baseline, received and diff, a slider over the two, and its accept command', () => {
    const path: string = writeReport(root, { failures, total: 40, finishedAt: 'now' });
    expect(path).toBe(join(root, REPORT_FILE));
    const html = readFileSync(path, 'utf8');
    const images = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1] as string);
    expect(images).toEqual(
      expect.arrayContaining([
        `baseline/${IMAGE}.png`,
        `received/${IMAGE}-received.png`,
        `diff/${IMAGE}-diff.png`,
      ]),
    );
    // Every image the report shows is beside it, the baseline a copy of the one before any accept.
    for (const src of images) expect(existsSync(join(dirname(path), src))).toBe(true);
    expect(readFileSync(join(dirname(path), `baseline/${IMAGE}.png`))).toEqual(png('red'));
    expect(html.match(/type="range"/g)).toHaveLength(1);
    expect(html).toContain(`npm run test:storybook:accept -- ${IMAGE}`);
    expect(html).toContain(`npm run test:storybook:accept -- ${NEW_STORY}`);
    expect(html).toContain('none (a new story)');
    expect(html).not.toContain('npm run test:storybook:accept -- components-dialog--open');
    expect(JSON.parse(readFileSync(join(root, FAILURES_FILE), 'utf8')).failures).toEqual(failures);
  });

  it('says so when every story passed', () => {
    const html: string = reportHtml(root, { failures: [], total: 12, finishedAt: 'now' });
    expect(html).toContain('All 12 stories passed');
    expect(html).not.toContain('<section');
  });
});

describe('the reporter', () => {
  it.each([
    ['Expected image to match or be a close match to snapshot', 'image'],
    ['New snapshot was not written. The update flag must be explicitly passed', 'image'],
    ['2 accessibility violations were detected', 'axe'],
    ['expect(received).toEqual(expected)\n+ "px-2 px-4 overridden in "px-2 px-4""', 'classes'],
    ['Unable to find an element with the text: Save', 'play'],
  ])('tells the kind of "%s"', (message, kind) => {
    expect(failureKind(message)).toBe(kind);
  });

  it('names a failed test by its story id, without colours or stack', () => {
    const failure = storyFailure(
      ['Pages/Register Next/Marketplace Choice', 'WithLongText'],
      ['\u001b[31mError: boom\u001b[39m\n    at Object.<anonymous> (x.ts:1:1)'],
      'pages/x.stories.tsx',
    );
    expect(failure).toEqual({
      id: 'pages-register-next-marketplace-choice--with-long-text',
      title: 'Pages/Register Next/Marketplace Choice',
      name: 'With Long Text',
      kind: 'play',
      message: 'Error: boom',
      file: 'pages/x.stories.tsx',
    });
  });

  it('clears the last run, records this one and writes its report', () => {
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const reporter = new StorybookReporter();
      reporter.onRunStart();
      expect(existsSync(join(root, receivedPath(IMAGE)))).toBe(false);
      put(receivedPath(IMAGE), png('green'));
      reporter.onTestResult(
        {},
        {
          testFilePath: join(root, 'design-system/src/button.stories.tsx'),
          testResults: [
            { status: 'passed', ancestorTitles: ['Components/Button', 'Secondary'], failureMessages: [] },
            {
              status: 'failed',
              ancestorTitles: ['Components/Button', 'Primary'],
              failureMessages: ['Expected image to match or be a close match to snapshot'],
            },
          ],
        },
      );
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      reporter.onRunComplete([], { numTotalTests: 2 });
      const printed = log.mock.calls.join('\n');
      log.mockRestore();
      expect(printed).toContain('1 failed (1 image)');
      expect(printed).toContain(`✗ ${IMAGE}  image\n      Expected image to match`);
      expect(printed).toContain('Report: test-results/storybook/index.html');
      const run = JSON.parse(readFileSync(join(root, FAILURES_FILE), 'utf8'));
      expect(run.failures.map((f: { id: string; kind: string }) => [f.id, f.kind])).toEqual([
        [IMAGE, 'image'],
      ]);
      expect(readFileSync(join(root, REPORT_FILE), 'utf8')).toContain('1 of 2 stories failed');
    } finally {
      process.chdir(cwd);
    }
  });
});

describe('accepting one story', () => {
  beforeEach(() => put(FAILURES_FILE, JSON.stringify({ failures, total: 40 })));

  it('copies its received image over its baseline, and nothing else', () => {
    expect(accept(root, [IMAGE])).toEqual([]);
    expect(readFileSync(join(root, baselinePath(IMAGE)))).toEqual(png('green'));
    expect(existsSync(join(root, baselinePath(NEW_STORY)))).toBe(false);
  });

  it('makes a new story’s image its first baseline', () => {
    expect(accept(root, [NEW_STORY])).toEqual([]);
    expect(readFileSync(join(root, baselinePath(NEW_STORY)))).toEqual(png('green'));
  });

  it('fails for an id that had no image failure in the last run, and for no id', () => {
    expect(accept(root, ['components-dialog--open'])).toEqual([
      expect.stringContaining(`components-dialog--open: no received image`),
    ]);
    expect(accept(root, [])).toHaveLength(1);
    expect(readFileSync(join(root, baselinePath(IMAGE)))).toEqual(png('red'));
  });

  it('exits 1 from the command line for an unknown id', () => {
    const run = spawnSync(process.execPath, [join(repo, 'scripts/storybook-accept.mjs'), 'no-such--story'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('no-such--story: no received image for it in the last run');
    expect(run.stderr).toContain(IMAGE);
  });
});
