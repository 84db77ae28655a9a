import { test as base, type BrowserContext, type Page, type Request } from '@playwright/test';

/**
 * `networkidle` without Chromium's background revalidations.
 *
 * The API's catalogue answers are cacheable (`max-age=0, stale-while-revalidate=300`): when a page
 * asks again for an answer the browser holds, Chromium hands it the stored one and revalidates it
 * in the background. Playwright sees that revalidation start (resource type `other`) but never
 * its end, until Chromium cancels it some 27 s later; `waitForLoadState('networkidle')` waited
 * for that every time (a wish-list test spent 65 of its 100 s there, the CPU idle).
 *
 * `networkSettled` waits for the page's load event and then for half a second without a request
 * in flight, as `networkidle` does, counting every request but those revalidations.
 */
export async function networkSettled(page: Page, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  const network = trackNetwork(page.context());
  await page.waitForLoadState('load', { timeout });
  for (;;) {
    const quiet = network.quietSince(page);
    if (quiet !== null && Date.now() - quiet >= QUIET_MS) return;
    if (Date.now() > deadline) {
      throw new Error(`the network did not settle in ${timeout} ms: ${network.inFlight(page).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How long without a request in flight counts as settled (Playwright's `networkidle`: 500 ms). */
const QUIET_MS = 500;

/**
 * The extended `test` every spec that waits for the network imports: each browser context the
 * test uses (its own and any it opens with `browser.newContext()`) is watched from its first
 * request.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    trackNetwork(context);
    await provide(context);
  },
  browser: async ({ browser }, provide) => {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args) => {
      const context = await newContext(...args);
      trackNetwork(context);
      return context;
    };
    await provide(browser);
    browser.newContext = newContext;
  },
});

interface Tracker {
  /** Since when nothing of this page's has been in flight, or null while something is. */
  quietSince(page: Page): number | null;
  inFlight(page: Page): string[];
}

const trackers = new WeakMap<BrowserContext, Tracker>();

function trackNetwork(context: BrowserContext): Tracker {
  const known = trackers.get(context);
  if (known) return known;
  // Each request counts for the page it belongs to (a closed page's never-ended ones hold no other).
  const flying = new Map<Request, Page | null>();
  const quiet = new WeakMap<Page, number>();
  const pageOf = (request: Request): Page | null => {
    try {
      return request.frame().page();
    } catch {
      return null; // a service worker's request
    }
  };
  const start = (request: Request) => {
    // The background revalidation (and nothing a page waits for) is of type `other`.
    if (request.resourceType() === 'other') return;
    flying.set(request, pageOf(request));
  };
  const end = (request: Request) => {
    const page = flying.get(request);
    if (!flying.delete(request) || !page) return;
    quiet.set(page, Date.now());
  };
  context.on('request', start);
  context.on('requestfinished', end);
  context.on('requestfailed', end);
  const own = (page: Page) => [...flying].filter(([, owner]) => owner === page).map(([request]) => request);
  const tracker: Tracker = {
    quietSince: (page) => (own(page).length > 0 ? null : (quiet.get(page) ?? 0)),
    inFlight: (page) => own(page).map((request) => request.url()),
  };
  trackers.set(context, tracker);
  return tracker;
}
