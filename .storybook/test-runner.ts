import path from 'node:path';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
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

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await injectAxe(page);
  },

  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y as
      { disable?: boolean; config?: { rules?: unknown[] }; options?: Record<string, unknown> } | undefined;

    if (!a11y?.disable) {
      await checkA11y(page, '#storybook-root', {
        verbose: false,
        detailedReport: true,
        detailedReportOptions: { html: true },
        axeOptions: a11y?.options as never,
      });
    }

    if (story.parameters?.visual?.disable) return;

    await page.addStyleTag({ content: FREEZE_CSS });
    await waitForPageReady(page);
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

    const root = page.locator('#storybook-root');
    const image = await root.screenshot({ animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customSnapshotIdentifier: context.id,
      failureThreshold: 0.01,
      failureThresholdType: 'percent',
    });
  },
};

export default config;
