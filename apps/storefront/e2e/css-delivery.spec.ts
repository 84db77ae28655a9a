import { expect, type Page } from '@playwright/test';
import { networkSettled, test } from './support/network';
import { PASSWORD, uniqueEmail } from './support/customers';
import { hydratedControl } from './support/hydration';

interface CssTiming {
  path: string;
  blocking: string;
  responseEnd: number;
}

/** The page's stylesheets as the browser timed them, and when it first painted. */
async function stylesheetTimings(page: Page): Promise<{ css: CssTiming[]; firstPaint: number }> {
  return page.evaluate(() => ({
    css: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.initiatorType === 'link' && new URL(e.name).pathname.endsWith('.css'))
      .map((e) => ({
        path: new URL(e.name).pathname,
        blocking:
          (e as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ?? '',
        responseEnd: e.responseEnd,
      })),
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
  }));
}

/** The shell's stylesheet (every page) and the lazy features' (apps/storefront/bundling/cssGroups.ts). */
const SHELL = /^\/assets\/shell-[\w-]+\.css$/;
const FEATURE = /^\/assets\/(account|checkout|blog|extras)-[\w-]+\.css$/;

const linkedStylesheets = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  // No stylesheet outside the head (it would apply only after the content above it painted).
  expect(html.slice(head.length).match(/<link rel="stylesheet"/g) ?? []).toEqual([]);
  return [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
};

/** Every linked stylesheet is render-blocking and loaded before the first paint. */
async function expectStyledBeforeFirstPaint(page: Page, url: string, linked: string[]) {
  await page.waitForLoadState('load');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-paint').length)).toBe(1);
  const { css, firstPaint } = await stylesheetTimings(page);
  for (const href of linked) {
    const sheet = css.find((c) => c.path === href);
    expect(sheet, `${url} ${href}`).toBeDefined();
    expect(sheet!.blocking, `${url} ${href}`).toBe('blocking');
    expect(sheet!.responseEnd, `${url} ${href}`).toBeLessThanOrEqual(firstPaint);
  }
}

const GUEST_PAGES = [
  '/',
  '/about',
  '/skincare.html',
  '/arctic-cloudberry-day-cream.html',
  '/cart',
  '/search.html?q=serum',
  '/de/',
];

test('a guest page links the shell stylesheet alone, loaded before the first paint; no lazy feature CSS', async ({
  page,
}) => {
  for (const url of GUEST_PAGES) {
    const response = await page.goto(url);
    const linked = linkedStylesheets(await response!.text());
    expect(linked.length, url).toBe(1);
    expect(linked[0], url).toMatch(SHELL);
    await expectStyledBeforeFirstPaint(page, url, linked);
    // Hydrated, with the header's lazy parts loaded: still no lazy feature's stylesheet.
    await networkSettled(page);
    const { css } = await stylesheetTimings(page);
    expect(
      css.map((c) => c.path).filter((path) => !SHELL.test(path)),
      url,
    ).toEqual([]);
  }
});

test('a lazy feature page loaded in full links its stylesheet in the head, styled before the first paint', async ({
  page,
  request,
}) => {
  const expectFeaturePage = async (url: string, feature: string) => {
    const response = await page.goto(url);
    const linked = linkedStylesheets(await response!.text());
    expect(linked[0], url).toMatch(SHELL);
    expect(
      linked.slice(1).map((href) => FEATURE.exec(href)?.[1]),
      url,
    ).toEqual([feature]);
    await expectStyledBeforeFirstPaint(page, url, linked);
  };
  await expectFeaturePage('/blog', 'blog');
  // The blog's post list is a grid from the blog's stylesheet.
  expect(
    await page
      .locator('main ul[data-state]')
      .first()
      .evaluate((el) => getComputedStyle(el).display),
  ).toBe('grid');
  await expectFeaturePage('/de/blog', 'blog');
  await expectFeaturePage('/checkout', 'checkout');
  await expectFeaturePage('/sign-in', 'account');
  // The password field's show/hide button is styled by the account stylesheet.
  expect(
    await page
      .getByRole('button', { name: 'Show password' })
      .evaluate((el) => getComputedStyle(el).textTransform),
  ).toBe('uppercase');

  // A signed-in customer's /account, loaded in full (rendered by the server with the session).
  const email = uniqueEmail('css');
  const created = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', store: 'en' },
    data: {
      query: `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      variables: { input: { email, firstname: 'Cleo', lastname: 'Sand', password: PASSWORD } },
    },
  });
  expect(((await created.json()) as { errors?: unknown[] }).errors ?? []).toEqual([]);
  await networkSettled(page);
  await page.getByLabel(/^Email\W*$/).fill(email);
  await page.getByLabel(/^Password\W*$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 20_000 });
  await expectFeaturePage('/account', 'account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
});

/**
 * Watches the page for the first element matching `selector` and records its computed style the
 * moment it is inserted: a MutationObserver's callback runs before the browser renders the change,
 * so this is what the first frame with the element shows (not the style after network idle).
 */
async function watchFirstFrame(page: Page, selector: string, property: string) {
  await page.evaluate(
    ([selector, property]) => {
      const w = window as unknown as { __firstFrame?: Promise<{ value: string; sheets: string[] }> };
      w.__firstFrame = new Promise((resolve) => {
        const check = () => {
          const el = document.querySelector(selector!);
          if (!el) return false;
          resolve({
            value: getComputedStyle(el).getPropertyValue(property!),
            sheets: [...document.styleSheets].map((s) => (s.href ? new URL(s.href).pathname : '')),
          });
          return true;
        };
        if (check()) return;
        const observer = new MutationObserver(() => {
          if (check()) observer.disconnect();
        });
        observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
      });
    },
    [selector, property],
  );
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __firstFrame: Promise<{ value: string; sheets: string[] }> }).__firstFrame,
    );
}

test('client navigation into a lazy feature renders it styled from its first frame', async ({
  page,
  browser,
}) => {
  // The class names of the elements to watch (stable per build), from a full load elsewhere.
  const other = await browser.newContext();
  const probe = await other.newPage();
  await probe.goto('/blog');
  const listClass = (await probe.locator('main ul[data-state]').first().getAttribute('class'))!.split(
    ' ',
  )[0]!;
  await probe.goto('/sign-in');
  const toggleClass = (await probe
    .getByRole('button', { name: 'Show password' })
    .getAttribute('class'))!.split(' ')[0]!;
  await other.close();

  const cssRequests: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === 'stylesheet' || path.endsWith('.css')) cssRequests.push(path);
  });
  await page.goto('/');
  await networkSettled(page);
  expect(cssRequests.filter((path) => !SHELL.test(path))).toEqual([]);

  // A lazy route: the blog, from the header's Journal link.
  const blogList = await watchFirstFrame(page, `ul.${listClass}`, 'display');
  const journal = page.getByRole('banner').getByRole('link', { name: 'Journal' });
  await hydratedControl(journal);
  await journal.click();
  const list = await blogList();
  expect(list.value).toBe('grid');
  expect(list.sheets.some((path) => /\/assets\/blog-[\w-]+\.css$/.test(path))).toBe(true);

  // A lazy component: the sign-in dialog of the header's account trigger.
  const toggle = await watchFirstFrame(page, `button.${toggleClass}`, 'text-transform');
  const account = page.getByRole('banner').getByRole('link', { name: 'Account', exact: true });
  await hydratedControl(account);
  await account.click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  const first = await toggle();
  expect(first.value).toBe('uppercase');
  expect(first.sheets.some((path) => /\/assets\/account-[\w-]+\.css$/.test(path))).toBe(true);

  // Each feature's stylesheet was fetched once, and every stylesheet is linked in the head.
  await networkSettled(page);
  const features = cssRequests.filter((path) => FEATURE.test(path));
  expect(features.length).toBe(2);
  expect(new Set(features).size).toBe(2);
  const applied = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => ({
      href: new URL(l.href).pathname,
      inHead: l.parentElement === document.head,
    })),
  );
  expect(applied.every((l) => l.inHead)).toBe(true);
  expect(new Set(applied.map((l) => l.href)).size).toBe(applied.length);
});

test('client navigation between guest pages loads no stylesheet again', async ({ page }) => {
  const cssRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet' || new URL(r.url()).pathname.endsWith('.css'))
      cssRequests.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await networkSettled(page);
  const first = [...cssRequests];
  expect(first.length).toBe(1);

  // A CMS page (lazy route) … (a click before the menu hydrates loads the page in full)
  const about = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'About' });
  await hydratedControl(about);
  await about.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About Aurora Botanica');
  await networkSettled(page);
  expect(cssRequests).toEqual(first);
  // … a category and a product page (lazy entity pages of the URL resolver).
  await page.goto('/skincare.html');
  await networkSettled(page);
  const onCategory = cssRequests.length;
  await page
    .getByRole('list', { name: 'Skincare' })
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .click();
  const addToBag = page.getByRole('button', { name: 'Add to bag', exact: true });
  await expect(addToBag).toBeVisible();
  // Styled when it appears: the kit's primary button has its own background, not the browser's.
  const background = await addToBag.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  expect(background).not.toBe('rgb(239, 239, 239)');
  await networkSettled(page);
  // Client navigation between guest pages fetched no stylesheet: the shell's has them all.
  expect(cssRequests.length).toBe(onCategory);
});

test('the largest contentful paint of the home page is the first banner image', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.waitForLoadState('load');
  // The browser reports a new candidate each time a larger element paints; on a busy machine the
  // hero's image may paint after the load event, behind the first text. The last candidate is the
  // page's LCP: wait until it settles on the image (a text LCP never turns into one).
  const latest = () =>
    page.evaluate(
      () =>
        new Promise<{ tag: string; url: string }>((resolve) => {
          new PerformanceObserver((list, observer) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & {
              element: Element | null;
              url: string;
            };
            observer.disconnect();
            resolve({ tag: last.element?.tagName ?? '', url: last.url });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  await expect.poll(async () => (await latest()).tag, { timeout: 5_000 }).toBe('IMG');
  const lcp = await latest();
  expect(lcp.url).toMatch(/\/media\/wysiwyg\/home\/hero-aurora\.png\?width=\d+$/);
});
