import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { findClassConflicts } from '../design-system/src/lib/class-conflicts.ts';
import {
  BASELINE_DIR,
  DIFF_DIR,
  RECEIVED_DIR,
  RECEIVED_POSTFIX,
  receivedPath,
} from '../scripts/storybook-paths.js';
import { type SnapshotParam, snapshotTarget } from './image-snapshot.ts';

/**
 * Every story: its play function (run by the test-runner), then an axe check that fails on any
 * violation, then an image snapshot of the component compared with the committed baseline (which stories
 * take one: image-snapshot.ts). A failed image leaves the received image and a diff in test-results/storybook
 * for the report (scripts/storybook-report.mjs) and the one-story accept (scripts/storybook-accept.mjs).
 */
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    // Story-level globals (a story's `globals: { viewport }`) arrive as storyGlobals.
    const { storyGlobals } = story as { storyGlobals?: Record<string, unknown> };
    const viewport = ((storyGlobals?.viewport ?? story.globals?.viewport) as { value?: string } | undefined)
      ?.value;
    await page.setViewportSize(viewport === 'phone' ? SIZES.phone : SIZES.desktop);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    // Load and fonts, not network idle: a story that opens an iframe (a video after its click) keeps
    // the network busy, and network idle would never come.
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready);

    // No element may carry two classes for one property: cn() joins without merging (lib/cn.ts).
    const classLists = await page.$$eval(
      '#storybook-root [class], body > :not(#storybook-root):not(#storybook-docs) [class]',
      (els) => els.map((el) => el.getAttribute('class') ?? ''),
    );
    const conflicts = [...new Set(classLists)].flatMap((list) => {
      const lost = findClassConflicts(list);
      return lost.length ? [`${lost.join(' ')} overridden in "${list}"`] : [];
    });
    expect(conflicts).toEqual([]);

    const a11y = story.parameters?.a11y as {
      disable?: boolean;
      config?: { rules?: { id: string; enabled: boolean }[] };
    };
    if (!a11y?.disable) {
      // `region` (content inside landmarks) is a page rule: off for lone components, on for layouts
      // and pages, whose stories pass `a11y: { config: { rules: [{ id: 'region', enabled: true }] } }`.
      await configureAxe(page, { rules: [{ id: 'region', enabled: false }, ...(a11y?.config?.rules ?? [])] });
      await checkA11y(page, 'body', {
        detailedReport: true,
        detailedReportOptions: { html: true },
        verbose: false,
      });
    }

    const target = snapshotTarget(story.parameters?.snapshot as SnapshotParam);
    if (target === false) return;
    const image =
      target === 'page'
        ? await page.screenshot({ animations: 'disabled', caret: 'hide' })
        : await page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
    // A new story without a baseline fails in CI (snapshots not written), and jest-image-snapshot keeps no
    // image then: keep it, so that the report shows it and the one-story accept can make it the baseline.
    const root = process.cwd();
    const { snapshotState } = expect.getState() as { snapshotState?: { _updateSnapshot?: string } };
    if (
      snapshotState?._updateSnapshot === 'none' &&
      !existsSync(`${root}/${BASELINE_DIR}/${context.id}.png`)
    ) {
      mkdirSync(dirname(`${root}/${receivedPath(context.id)}`), { recursive: true });
      writeFileSync(`${root}/${receivedPath(context.id)}`, image);
    }
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: `${root}/${BASELINE_DIR}`,
      customDiffDir: `${root}/${DIFF_DIR}`,
      customReceivedDir: `${root}/${RECEIVED_DIR}`,
      customReceivedPostfix: RECEIVED_POSTFIX,
      storeReceivedOnFailure: true,
      // The diff alone: the report shows the baseline and the received image beside it.
      onlyDiff: true,
      customSnapshotIdentifier: context.id,
      // Same Chromium, same fonts: allow only anti-aliasing noise (0.05% of pixels).
      failureThreshold: 0.0005,
      failureThresholdType: 'percent',
    });
  },
};
export default config;
