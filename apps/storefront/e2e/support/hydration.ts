import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated this element. A click on a server-rendered control inside a lazy
 * part whose chunk has not arrived yet is dropped by React and does what the browser does: a link
 * loads its page in full, a button does nothing. On a loaded machine `networkidle` and visible
 * controls come before that. React marks every element it hydrates with its props and its fiber
 * (the `__reactProps$…` and `__reactFiber$…` keys, which React DOM has set since React 17) while
 * it renders; the hydration counts once that fiber is in the committed tree: a render that is
 * still going on (hydration in slices, or started over after another root rendered) has marked the
 * element already, and a click then is lost.
 */
export async function hydratedControl(control: Locator, timeout = 15_000): Promise<void> {
  // Content below the fold hydrates when it comes near the viewport (HydrateWhenSeen): scrolled to,
  // as a shopper does before using a control. One not shown (in a closed menu) stays where it is.
  // Tried again while the page re-renders it (a list just sorted replaces its cards).
  await expect(async () => {
    if (await control.isVisible()) await control.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout });
  await expect
    .poll(() => control.evaluate(isCommitted), { timeout, message: 'the control was never hydrated' })
    .toBe(true);
}

/** Whether React has hydrated the element and committed that work (runs in the page). */
function isCommitted(element: Element): boolean {
  interface Fiber {
    return: Fiber | null;
    alternate: Fiber | null;
    stateNode: unknown;
  }
  const keys = Object.keys(element);
  const fiberKey = keys.find((key) => key.startsWith('__reactFiber$'));
  if (!fiberKey || !keys.some((key) => key.startsWith('__reactProps$'))) return false;
  // A fiber of the committed tree leads up to the root fiber its root holds as `current`; one of a
  // render in progress leads to the other copy. After later updates the element may keep either
  // copy of its fiber, so both are tried.
  const inCommittedTree = (fiber: Fiber | null): boolean => {
    if (!fiber) return false;
    let top = fiber;
    while (top.return) top = top.return;
    return (top.stateNode as { current?: Fiber } | null)?.current === top;
  };
  const fiber = (element as unknown as Record<string, Fiber>)[fiberKey]!;
  return inCommittedTree(fiber) || inCommittedTree(fiber.alternate);
}

/**
 * The element whose click handler serves a link inside CMS HTML (Page Builder content delegates its
 * links' clicks to its `[data-cms-content]` root: the link itself is never a React element).
 */
export const cmsContentOf = (link: Locator): Locator =>
  link.locator('xpath=ancestor::*[@data-cms-content][1]');
