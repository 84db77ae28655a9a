import { expect, test, type Page, type Route } from '@playwright/test';
import { hydratedControl } from './support/hydration';

/** Spec §2 and §4 navigation: scrolling, the page-loading indicator, the resolver's shimmer, page views. */

type DataLayerEvent = Record<string, unknown> & { event?: string };

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []).filter(
      (e) => e.event === 'page_view',
    ),
  );

/** The landing page view is sent once the page has hydrated: from then on links navigate in the app. */
async function hydrated(page: Page) {
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Every scroll position the page passes through from now on, and how each scrollTo scrolls. */
const recordScroll = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { scrolls: number[]; behaviors: string[] };
    w.scrolls = [];
    w.behaviors = [];
    window.addEventListener('scroll', () => w.scrolls.push(Math.round(window.scrollY)), { passive: true });
    const scrollTo = window.scrollTo.bind(window);
    window.scrollTo = ((...args: [ScrollToOptions?] | [number, number]) => {
      // What the browser does: an explicit behaviour, else the root element's scroll-behavior
      // (the app sets it for the router's scrollTo(0, 0)).
      const options = args[0];
      const asked = typeof options === 'object' ? (options?.behavior ?? 'auto') : 'auto';
      w.behaviors.push(asked === 'auto' ? getComputedStyle(document.documentElement).scrollBehavior : asked);
      return (scrollTo as (...a: unknown[]) => void)(...args);
    }) as typeof window.scrollTo;
  });
const recordedScrolls = (page: Page) =>
  page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
const requestedBehaviors = (page: Page) =>
  page.evaluate(() => (window as unknown as { behaviors: string[] }).behaviors);

/** Holds the URL resolver's answers (GraphQL `ResolveRoute`) until `release()`: a slow API, no sleeps. */
async function holdResolver(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'ResolveRoute',
    async (route) => {
      held.push(route);
      await released;
      await route.continue();
    },
  );
  return { release, held };
}

/**
 * A product card link of the category listing that the shopper sees where the page is scrolled
 * to, clicked there (no scrolling into view); on a page where none is whole in view, the first
 * card's, which the shopper scrolls to.
 */
async function openProduct(page: Page) {
  const links = page.getByRole('list', { name: 'Skincare' }).getByRole('article').locator('a[href]:visible');
  await expect(links.first()).toBeVisible();
  const index = await links.evaluateAll((anchors) =>
    anchors.findIndex((a) => {
      const box = a.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }),
  );
  const link = links.nth(Math.max(index, 0));
  const href = await link.getAttribute('href');
  // Cards hydrate as they come near the viewport (HydrateWhenSeen); a shopper's click comes after
  // seeing the card, so the test waits for that too.
  await hydratedControl(link);
  await link.evaluate((a: HTMLAnchorElement) => a.click());
  return href!;
}

/**
 * Hydration runs as a transition (issue 18): in slices, after the landing page view too. The
 * smooth-scroll checks start once the main thread is idle, so they measure the scroll, not frames
 * the hydration took.
 */
const idle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );

async function scrollCategory(page: Page) {
  await page.goto('/skincare.html');
  await hydrated(page);
  await idle(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => scrollY(page)).toBe(1500);
}

test.describe('navigation (spec §2, §4)', () => {
  test('a product opened from a scrolled category scrolls smoothly to the top; back restores the place', async ({
    page,
  }) => {
    await scrollCategory(page);
    await recordScroll(page);
    const href = await openProduct(page);
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    // Smooth: the app asked for a smooth scroll and the page passed through positions on its way
    // up. How many depends on the frames the machine paints while the product page renders: a
    // loaded 2-core CI machine painted as few as one, so the request is what tells it from a jump.
    const behaviors = await requestedBehaviors(page);
    expect(behaviors.length).toBeGreaterThan(0);
    expect(behaviors.every((b) => b === 'smooth')).toBe(true);
    const between = new Set((await recordedScrolls(page)).filter((y) => y > 0 && y < 1500));
    expect(between.size).toBeGreaterThanOrEqual(1);

    await page.goBack();
    await expect(page).toHaveURL(/\/skincare\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Skincare' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(1500);
  });

  test('with reduced motion the page jumps to the top', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await scrollCategory(page);
    await recordScroll(page);
    await openProduct(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await requestedBehaviors(page)).not.toContain('smooth');
    expect((await recordedScrolls(page)).filter((y) => y > 0 && y < 1500).length).toBeLessThanOrEqual(1);
  });

  test('a slow lookup: shimmer in place of the page, the loading bar goes loading → done (750 ms) → off', async ({
    page,
  }) => {
    await page.goto('/skincare.html');
    await hydrated(page);
    const resolver = await holdResolver(page);
    await openProduct(page);

    const banner = page.getByRole('banner');
    const bar = banner.getByRole('progressbar', { name: 'Fetching Data...' });
    await expect(bar).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(main.locator('[data-shape]').first()).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(0);
    expect(resolver.held.length).toBeGreaterThan(0);
    // The bar never takes focus.
    expect(await page.evaluate(() => document.activeElement?.closest('header') ?? null)).toBeNull();

    // Watch the bar's states from here on, with their times.
    const track = await bar.elementHandle();
    await track!.evaluate((el) => {
      const w = window as unknown as { barStates: { state: string; at: number }[] };
      w.barStates = [];
      new MutationObserver(() =>
        w.barStates.push({ state: el.getAttribute('data-state') ?? '', at: performance.now() }),
      ).observe(el, { attributes: true, attributeFilter: ['data-state'] });
    });
    resolver.release();

    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main).not.toHaveAttribute('aria-busy');
    await expect(bar).toHaveCount(0);
    await expect.poll(() => track!.getAttribute('data-state')).toBe('off');
    const states = await page.evaluate(
      () => (window as unknown as { barStates: { state: string; at: number }[] }).barStates,
    );
    expect(states.map((s) => s.state)).toEqual(['done', 'off']);
    // Measured from the observer's callbacks: the one for "done" runs when the task that set it
    // ends, which on a loaded machine was 14 ms after the 750 ms timer had started.
    const held = states[1]!.at - states[0]!.at;
    expect(held).toBeGreaterThanOrEqual(700);
    expect(held).toBeLessThan(1500);
  });

  test('a page view per push navigation: not for sort, back or forward', async ({ page }) => {
    await page.goto('/skincare.html?utm_source=e2e');
    await hydrated(page);
    expect((await pageViews(page))[0]).toMatchObject({
      navigation: 'landing',
      page_path: '/skincare.html',
      landing_params: { utm_source: 'e2e' },
    });

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option').nth(1).click();
    await expect(page).toHaveURL(/sort=/);
    await openProduct(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await pageViews(page)).length).toBe(2);
    const [, product] = await pageViews(page);
    expect(product).toMatchObject({ navigation: 'push', page_title: await page.title() });
    expect(product).not.toHaveProperty('landing_params');

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Skincare' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Skincare');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect
      .poll(async () => (await pageViews(page)).map((v) => v.page_path))
      .toEqual(['/skincare.html', new URL(product!.page_location as string).pathname, '/about']);
  });

  test('in-page section links on the product page still scroll to their section', async ({ page }) => {
    await page.goto('/sea-algae-hyaluronic-serum.html');
    await hydrated(page);
    const link = page.getByRole('navigation', { name: 'Product details' }).getByRole('link').last();
    const id = (await link.getAttribute('href'))!.slice(1);
    await link.click();
    // Spec §2: a smooth scroll to the section, then the hash 1 s later; nothing sends it back up.
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(200);
    expect(await pageViews(page)).toHaveLength(1);
  });
});
