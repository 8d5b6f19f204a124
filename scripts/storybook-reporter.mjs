// The Storybook test-runner's Jest reporter (test-runner-jest.config.js), in place of Jest's: a dot per story
// while the run goes (Jest's default reporter says nothing until a whole stories file is done), then one
// summary line and each failing story with the first lines of its message, and every failure recorded for the
// HTML report (scripts/storybook-report.mjs).
import { rmSync } from 'node:fs';
import { relative } from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { RESULTS_DIR } from './storybook-paths.js';
import { ACCEPT_COMMAND, writeReport } from './storybook-report.mjs';

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are what is removed
const ANSI = /\u001b\[[0-9;]*m/g;

const MESSAGE_LINES = 6;

/** What failed, from the error's message: the image compare, axe, a class conflict, or the story itself. */
export function failureKind(message) {
  if (/Expected image to|New snapshot was not written/.test(message)) return 'image';
  if (/accessibility violation/i.test(message)) return 'axe';
  if (/ overridden in "/.test(message)) return 'classes';
  return 'play';
}

/** A failed test of the test-runner (describe(title) › describe(export) › it) as a failing story. */
export function storyFailure(ancestorTitles, failureMessages, file) {
  const [title = '', exportName = ''] = ancestorTitles;
  const message = failureMessages
    .join('\n')
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n')
    .trim();
  const name = storyNameFromExport(exportName);
  return { id: toId(title, name), title, name, kind: failureKind(message), message, file };
}

export default class StorybookReporter {
  root = process.cwd();
  failures = [];
  done = 0;
  started = Date.now();

  onRunStart() {
    // One report per run: nothing of an earlier run is left to be mistaken for this one's.
    rmSync(`${this.root}/${RESULTS_DIR}`, { recursive: true, force: true });
  }

  onTestCaseResult(_test, result) {
    if (result.status === 'pending' || result.status === 'skipped') return;
    this.done += 1;
    process.stdout.write(result.status === 'failed' ? 'F' : '.');
    if (this.done % 50 === 0) process.stdout.write(` ${this.done}\n`);
  }

  onTestResult(_test, suite) {
    const file = relative(this.root, suite.testFilePath);
    for (const test of suite.testResults) {
      if (test.status === 'failed')
        this.failures.push(storyFailure(test.ancestorTitles, test.failureMessages, file));
    }
    // A stories file that could not run at all (a syntax error, a failed import) has no test results.
    if (suite.testExecError && suite.testResults.length === 0) {
      this.failures.push({
        id: file,
        title: file,
        name: '(file)',
        kind: 'play',
        message: String(suite.testExecError.message).replace(ANSI, ''),
        file,
      });
    }
  }

  onRunComplete(_contexts, results) {
    const seconds = Math.round((Date.now() - this.started) / 1000);
    const total = results.numTotalTests;
    const report = writeReport(this.root, {
      failures: this.failures,
      total,
      finishedAt: new Date().toISOString(),
    });
    const counts = {};
    for (const f of this.failures) counts[f.kind] = (counts[f.kind] ?? 0) + 1;
    const byKind = Object.entries(counts)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ');
    console.log(
      `\nStorybook: ${total} stories in ${seconds}s, ${this.failures.length ? `${this.failures.length} failed (${byKind})` : 'all passed'}.`,
    );
    if (this.failures.length) {
      // Each failure's first lines, for a log read without the report (an axe report runs to pages).
      for (const f of this.failures) {
        const lines = f.message.split('\n').filter((line) => line.trim());
        const shown = lines.slice(0, MESSAGE_LINES).map((line) => `      ${line}`);
        if (lines.length > MESSAGE_LINES)
          shown.push(`      … ${lines.length - MESSAGE_LINES} more lines in the report`);
        console.log(`  ✗ ${f.id}  ${f.kind}\n${shown.join('\n')}`);
      }
      console.log(`Report: ${relative(this.root, report)}`);
      if (counts.image) console.log(`Accept one story's image: ${ACCEPT_COMMAND} <story-id>`);
    }
  }
}
