import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright';
import type { TestContext, TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

/** Visual baselines live with the package they describe. */
const snapshotsDir = path.resolve(process.cwd(), 'packages/ui/__visual__');

/** Freezes anything that moves so screenshots are stable. */
const FREEZE_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  animation-iteration-count: 1 !important; animation-play-state: paused !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;

interface StoryParameters {
  testViewport?: { width: number; height: number };
  visual?: { disable?: boolean; page?: boolean };
  a11y?: { disable?: boolean; config?: { rules?: unknown[] }; options?: Record<string, unknown> };
}

/**
 * The parameters this runner reads, and whether axe is in the page yet, in one round trip: the
 * story's context as the runner's `getStoryContext` asks the page for it. Not imported from the
 * runner: this file is evaluated again for every story file (jest-setup.js), and the runner's
 * bundle costs a second each time.
 */
const storyParameters = (page: Page, context: TestContext) =>
  page.evaluate(
    async ({ storyId }) => {
      const story = await (
        globalThis as unknown as {
          __getContext(id: string): Promise<{ parameters?: Record<string, unknown> }>;
        }
      ).__getContext(storyId);
      const { testViewport, visual, a11y } = story.parameters ?? {};
      return { parameters: { testViewport, visual, a11y } as StoryParameters, axe: 'axe' in window };
    },
    { storyId: context.id },
  );

/** What preVisit read for the story being tested, for its postVisit. */
let current: { id: string; parameters: StoryParameters } | null = null;

const DEFAULT_VIEWPORT = { width: 1024, height: 768 };

/**
 * Story parameters the runner understands:
 * - `testViewport: { width, height }` — render and capture at that size;
 * - `visual: { disable: true }` — no screenshot; `visual: { page: true }` — capture the whole
 *   viewport instead of #storybook-root (dialogs, drawers and toasts render in portals);
 * - `a11y: { disable: true }` — no axe check (say why in the story).
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page, context) {
    // Stories can ask for another width: parameters.testViewport = { width, height } (e.g. 375×800
    // for mobile layouts). Everything else is captured at 1024×768. Reduced motion is the browser
    // context's own setting (test-runner-jest.config.js).
    const { parameters, axe } = await storyParameters(page, context);
    current = { id: context.id, parameters };
    const viewport = parameters.testViewport ?? DEFAULT_VIEWPORT;
    const size = page.viewportSize();
    if (size?.width !== viewport.width || size.height !== viewport.height)
      await page.setViewportSize(viewport);
    // The runner renders a file's stories one after another in the same page: axe (~0.5 MB of
    // script, evaluated without a code cache) is injected once per page, not once per story.
    if (!axe) await injectAxe(page);
  },

  async postVisit(page, context) {
    const parameters =
      current?.id === context.id ? current.parameters : (await storyParameters(page, context)).parameters;
    const { a11y, visual } = parameters;
    if (!a11y?.disable) {
      await checkA11y(page, visual?.page ? 'body' : '#storybook-root', {
        verbose: false,
        detailedReport: true,
        detailedReportOptions: { html: true },
        axeOptions: a11y?.options as never,
      });
    }

    if (visual?.disable) return;

    await page.addStyleTag({ content: FREEZE_CSS });
    // The runner's waitForPageReady (network idle, then fonts below).
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      // Focus left by a play function would draw a ring; focus states have their own stories.
      if (!document.querySelector('#storybook-root [data-keep-focus]'))
        (document.activeElement as HTMLElement | null)?.blur();
      await document.fonts.ready;
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('#storybook-root img'));
      await Promise.all(
        images.map((img) => {
          img.loading = 'eager';
          return img.complete
            ? null
            : new Promise((resolve) => {
                img.addEventListener('load', resolve, { once: true });
                img.addEventListener('error', resolve, { once: true });
              });
        }),
      );
      // Two frames so React state set by load events is painted.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });

    const image = visual?.page
      ? await page.screenshot({ animations: 'disabled', caret: 'hide' })
      : await page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
    // Chromium encodes the same pixels to the same PNG bytes: a screenshot identical to its
    // baseline needs no comparison. Any other goes to jest-image-snapshot, which decodes both and
    // compares pixels in a new Node process (~0.3 s a story on the 2-core CI machine).
    const baseline = await readFile(path.join(snapshotsDir, `${context.id}.png`)).catch(() => null);
    if (baseline && image.equals(baseline)) return;
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customSnapshotIdentifier: context.id,
      // 0.02 % of the picture. The old 1 % let stale baselines pass: a header laid out anew
      // (0.67 %), a label badge drawn at 60 instead of 16 px (0.70 %), a required mark removed
      // (0.027 %). Chromium 150 and 156 differ by at most 0.0125 % (a textarea's resize grip).
      failureThreshold: 0.0002,
      failureThresholdType: 'percent',
    });
  },
};

export default config;
