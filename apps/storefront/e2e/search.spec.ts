import { expect, test } from '@playwright/test';
import { hydratedControl } from './support/hydration';

test.describe('search', () => {
  test('header search: one character is too short, two or more suggest categories and products', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await hydratedControl(box);
    await box.fill('s');
    await expect(
      page.getByRole('status').filter({ hasText: 'Search term must be at least two characters.' }),
    ).toBeVisible();
    await box.fill('serum');
    // After the 500 ms debounce: categories (at most 5) and products.
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
    const suggestions = page.locator('[data-status="results"]');
    await expect(suggestions.getByRole('link', { name: /Serum/ }).first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\.html\?q=serum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "serum"');
    await expect(
      page.getByRole('list', { name: 'Search results for "serum"' }).getByRole('article').first(),
    ).toBeVisible();
  });

  test('a search with no results says so', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await hydratedControl(box);
    await box.fill('xyzzyqq');
    await expect(page.getByRole('status').filter({ hasText: 'No products found.' })).toBeVisible();
  });

  test('the results page is server-rendered, filters and sorts, and validates the term', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/de/search.html?q=creme')).text();
    expect(html).toContain('Suchergebnisse für „creme“');
    const short = await request.get('/search.html?q=a');
    expect(short.status()).toBe(200);
    expect(await short.text()).toContain('Search term must be at least two characters.');
    await page.goto('/search.html?q=serum&sort=PRICE_HIGH_LOW');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toContainText('Price High-Low');
  });
});
