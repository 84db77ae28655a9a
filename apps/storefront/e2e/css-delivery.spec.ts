import { expect, test, type Page } from '@playwright/test';

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

const PAGES = ['/', '/about', '/skincare.html', '/arctic-cloudberry-day-cream.html', '/cart', '/checkout'];

test('every page type has all its styles before the first paint, from the head', async ({ page }) => {
  for (const url of PAGES) {
    const response = await page.goto(url);
    const html = await response!.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const linked = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    expect(linked.length, url).toBeGreaterThan(0);
    // No stylesheet outside the head (it would apply only after the content above it painted).
    expect(html.slice(head.length).match(/<link rel="stylesheet"/g) ?? [], url).toEqual([]);
    await page.waitForLoadState('load');
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-paint').length)).toBe(1);
    const { css, firstPaint } = await stylesheetTimings(page);
    expect(css.map((c) => c.path).sort(), url).toEqual([...linked].sort());
    for (const sheet of css) {
      expect(sheet.blocking, `${url} ${sheet.path}`).toBe('blocking');
      expect(sheet.responseEnd, `${url} ${sheet.path}`).toBeLessThanOrEqual(firstPaint);
    }
  }
});

test('client navigation renders lazy routes styled, without loading a stylesheet again', async ({ page }) => {
  const cssRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet' || new URL(r.url()).pathname.endsWith('.css'))
      cssRequests.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const first = [...cssRequests];
  expect(first.length).toBeGreaterThan(0);

  // A CMS page (lazy route) …
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About Aurora Botanica');
  await page.waitForLoadState('networkidle');
  expect(cssRequests).toEqual(first);
  // … a category and a product page (lazy entity pages of the URL resolver).
  await page.goto('/skincare.html');
  await page.waitForLoadState('networkidle');
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
  await page.waitForLoadState('networkidle');

  // Client navigation fetched no stylesheet: every page's CSS came with the first one.
  expect(cssRequests.length).toBe(onCategory);
  const applied = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => ({
      href: new URL(l.href).pathname,
      inHead: l.parentElement === document.head,
    })),
  );
  expect(applied.every((l) => l.inHead)).toBe(true);
  expect(new Set(applied.map((l) => l.href)).size).toBe(applied.length);
});

test('the largest contentful paint of the home page is the first banner image', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.waitForLoadState('load');
  const lcp = await page.evaluate(
    () =>
      new Promise<{ tag: string; url: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & {
            element: Element | null;
            url: string;
          };
          resolve({ tag: last.element?.tagName ?? '', url: last.url });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcp.tag).toBe('IMG');
  expect(lcp.url).toMatch(/\/media\/wysiwyg\/home\/hero-aurora\.png\?width=\d+$/);
});
