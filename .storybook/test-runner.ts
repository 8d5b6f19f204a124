import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';
import { isLanguage, LANGUAGE_TAGS } from '../api/contract/languages.ts';
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

// A run in another toolbar language or viewport (scripts/test-storybook.sh --locale th --viewport phone):
// the preview opens with those globals, as the toolbar sets them. Image baselines are English and
// per-story viewport, so such runs compare no images.
const RUN_LOCALE = process.env.STORYBOOK_LOCALE || undefined;
const RUN_VIEWPORT = process.env.STORYBOOK_VIEWPORT || undefined;
if (RUN_LOCALE !== undefined && !isLanguage(RUN_LOCALE))
  throw new Error(`STORYBOOK_LOCALE=${RUN_LOCALE}: not a site language`);
if (RUN_VIEWPORT !== undefined && !(RUN_VIEWPORT in SIZES))
  throw new Error(`STORYBOOK_VIEWPORT=${RUN_VIEWPORT}: not a viewport`);
const runGlobals = [
  ...(RUN_LOCALE ? [`locale:${RUN_LOCALE}`] : []),
  ...(RUN_VIEWPORT ? [`viewport.value:${RUN_VIEWPORT}`] : []),
].join(';');

type StoryGlobals = { storyGlobals?: Record<string, unknown> };

/** The globals a story renders with: the toolbar's (or the run's URL globals), then the story's own. */
async function effectiveGlobals(page: Page, story: StoryGlobals): Promise<Record<string, unknown>> {
  // getStoryContext gives the prepared story, without the user globals: read them from the preview.
  const user = await page.evaluate(() =>
    (
      globalThis as unknown as {
        __STORYBOOK_PREVIEW__: { storyStore: { userGlobals: { get(): Record<string, unknown> } } };
      }
    ).__STORYBOOK_PREVIEW__.storyStore.userGlobals.get(),
  );
  return { ...user, ...story.storyGlobals };
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async prepare({ page }) {
    // The preview reads URL globals only with a story selected: `id=*` is the index's first entry; the
    // runner then switches stories over the channel and the globals stay.
    const query = runGlobals ? `?id=*&globals=${runGlobals}` : '';
    await page.goto(new URL(`iframe.html${query}`, process.env.TARGET_URL).toString(), { waitUntil: 'load' });
  },
  async preVisit(page, context) {
    const story: StoryGlobals = await getStoryContext(page, context);
    const viewport = ((await effectiveGlobals(page, story)).viewport as { value?: string } | undefined)
      ?.value;
    // A --viewport run really renders that viewport, unless the story sets its own.
    if (RUN_VIEWPORT && !story.storyGlobals?.viewport) expect(viewport).toBe(RUN_VIEWPORT);
    await page.setViewportSize(viewport === 'phone' ? SIZES.phone : SIZES.desktop);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The runner switches stories inside one preview page: axe-core (about 0.5 MB of script) is parsed
    // once per page rather than once per story.
    if (!(await page.evaluate(() => 'axe' in globalThis))) await injectAxe(page);
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

    if (RUN_LOCALE) {
      // The run really rendered its language (a story's own `globals.locale` wins, as in the toolbar).
      const { locale } = await effectiveGlobals(page, story);
      expect(locale).toBe((story as StoryGlobals).storyGlobals?.locale ?? RUN_LOCALE);
      const lang = await page.evaluate(() => document.documentElement.lang);
      expect(lang).toBe(isLanguage(locale) ? LANGUAGE_TAGS[locale] : undefined);
    }

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
    if (target === false || runGlobals) return;
    const image =
      target === 'page'
        ? await page.screenshot({ animations: 'disabled', caret: 'hide' })
        : await page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
    // A new story without a baseline fails in CI (snapshots not written), and jest-image-snapshot keeps no
    // image then: keep it, so that the report shows it and the one-story accept can make it the baseline.
    const root = process.cwd();
    const baseline = `${root}/${BASELINE_DIR}/${context.id}.png`;
    // Same Chromium, same pixels, same PNG bytes: most stories match their baseline byte for byte, and
    // decoding both images to compare pixels took most of a run's time. Any other image is compared.
    if (existsSync(baseline) && readFileSync(baseline).equals(image)) return;
    const { snapshotState } = expect.getState() as { snapshotState?: { _updateSnapshot?: string } };
    if (snapshotState?._updateSnapshot === 'none' && !existsSync(baseline)) {
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
      // In the runner's process: the default spawns a Node process for every comparison.
      runInProcess: true,
    });
  },
};
export default config;
