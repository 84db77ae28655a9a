/**
 * Issue 18: React DOM's client creates five errors while its module is evaluated (the sentinels it
 * throws to suspend, e.g. "Suspense Exception: This is not a real error!"). When a DevTools
 * protocol client is attached with the Runtime domain on — Lighthouse, Playwright, an open DevTools
 * window — V8 records every new error's stack with line and column numbers, and this build keeps no
 * source positions until they are asked for: it parses React DOM's module function and the whole
 * entry chunk a second time to find them. A product page's module evaluation took 28–43 ms in
 * such a browser and 4.5–8 ms in a browser with nothing attached (BENCHMARKS.md, eighteenth
 * session). A phone pays neither re-parse; Lighthouse's four-times CPU slowdown counted the whole
 * 35 ms as blocking time on every page.
 *
 * So the sentinels are created without a stack: `Error.stackTraceLimit` is not a number from this
 * module's evaluation until `reactDomClient.ts` has evaluated React DOM, right after; nothing else
 * runs in between (that module imports only this one and React DOM). The limit is back after that,
 * and at the latest when the evaluation of the page's modules is over (the microtask below).
 * Engines without the (V8) property are left alone.
 */
/** V8's property, which other engines may lack; any value that is not a number turns stacks off. */
const errors = Error as unknown as { stackTraceLimit?: unknown };
const present = typeof window !== 'undefined' && 'stackTraceLimit' in errors;
const limit = present ? errors.stackTraceLimit : undefined;
let off = false;

if (present) {
  errors.stackTraceLimit = undefined;
  off = true;
  queueMicrotask(restoreErrorStacks);
}

/** Gives errors their stacks again (once; later calls do nothing). */
export function restoreErrorStacks(): void {
  if (!off) return;
  off = false;
  errors.stackTraceLimit = limit;
}
