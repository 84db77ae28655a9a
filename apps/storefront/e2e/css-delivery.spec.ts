import { expect, test } from '@playwright/test';

interface ShopAssets {
  styles: string[];
  combinedStyles?: string[];
}

test('the first page needs one stylesheet, and later chunks do not load its CSS again', async ({ page }) => {
  const cssRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet' || new URL(r.url()).pathname.endsWith('.css'))
      cssRequests.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  const assets = await page.evaluate(
    () => (window as unknown as { __SHOP__: { assets: ShopAssets } }).__SHOP__.assets,
  );
  expect(assets.styles).toHaveLength(1);
  expect(assets.styles[0]).toMatch(/^\/assets\/combined-/);
  const combined = assets.combinedStyles ?? [];
  expect(combined.length).toBeGreaterThan(1);
  // The combined file is the page's style sheet, with the rules of all its parts.
  const rules = await page.evaluate(
    (href) =>
      [...document.styleSheets].find((sheet) => sheet.href && new URL(sheet.href).pathname === href)?.cssRules
        .length ?? 0,
    assets.styles[0]!,
  );
  expect(rules).toBeGreaterThan(100);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About Aurora Botanica');
  await page.waitForLoadState('networkidle');

  // Only the combined file and CSS the first page did not have were fetched …
  expect(cssRequests[0]).toBe(assets.styles[0]);
  expect(cssRequests.filter((href) => combined.includes(href))).toEqual([]);
  // … and no file of the combined stylesheet is applied a second time, later in the cascade.
  const applied = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].map(
      (l) => new URL(l.href).pathname,
    ),
  );
  expect(applied.filter((href) => combined.includes(href))).toEqual([]);
  expect(new Set(applied).size).toBe(applied.length);
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
