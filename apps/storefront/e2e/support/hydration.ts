import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated this element. A click on a server-rendered control inside a lazy
 * part whose chunk has not arrived yet is dropped by React and does what the browser does: a link
 * loads its page in full, a button does nothing. On a loaded machine `networkidle` and visible
 * controls come before that. React marks every element it has hydrated with its props (the
 * `__reactProps$…` key, which React DOM has set since React 17); that mark is what this waits for.
 */
export async function hydratedControl(control: Locator, timeout = 15_000): Promise<void> {
  // Content below the fold hydrates when it comes near the viewport (HydrateWhenSeen): scrolled to,
  // as a shopper does before using a control. One not shown (in a closed menu) stays where it is.
  // Tried again while the page re-renders it (a list just sorted replaces its cards).
  await expect(async () => {
    if (await control.isVisible()) await control.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout });
  await expect
    .poll(() => control.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      timeout,
      message: 'the control was never hydrated',
    })
    .toBe(true);
}

/**
 * The element whose click handler serves a link inside CMS HTML (Page Builder content delegates its
 * links' clicks to its `[data-cms-content]` root: the link itself is never a React element).
 */
export const cmsContentOf = (link: Locator): Locator =>
  link.locator('xpath=ancestor::*[@data-cms-content][1]');
