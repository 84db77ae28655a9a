import { expect, test, type Page } from '@playwright/test';

const count = async (page: Page) =>
  Number(
    (
      await page
        .getByRole('main')
        .getByText(/\d+ Produkte?$/)
        .first()
        .textContent()
    )?.match(/\d+/)?.[0],
  );

test.describe('category page in the German store', () => {
  test('browse from the home menu to a category', async ({ page }) => {
    await page.goto('/de/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const serums = nav.getByRole('link', { name: 'Seren' });
    // A hover before the header has hydrated opens nothing, as for a shopper: leave and hover
    // again (a hover where the pointer already rests sends no new pointer events).
    await expect(async () => {
      await page.mouse.move(0, 0);
      await nav
        .getByRole('button', { name: /Hautpflege/ })
        .or(nav.getByRole('link', { name: 'Hautpflege' }))
        .first()
        .hover();
      await expect(serums).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await serums.click();
    await expect(page).toHaveURL(/\/de\/hautpflege\/seren\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seren' })).toBeVisible();
    // The dropdown closed with the route change.
    await expect(serums).toBeHidden();
  });

  test('server-renders the listing with filters, sort and products', async ({ page }) => {
    const response = await page.goto('/de/hautpflege.html');
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('<h1');
    // SEO links are absolute, and the default store's URLs carry no /en/ prefix.
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/de\/hautpflege\.html"/);
    expect(html).toMatch(/hrefLang="fr-FR" href="http:\/\/[^"]+\/fr\/soins-visage\.html"/);
    expect(html).toMatch(/hrefLang="en-US" href="http:\/\/[^"/]+\/skincare\.html"/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hautpflege' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Hautpflege' }).getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('combobox', { name: 'Sortieren nach' })).toBeVisible();
  });

  test('filter by two attributes and a price range, sort, reload and find the same state', async ({
    page,
  }) => {
    await page.goto('/de/hautpflege.html');
    const all = await count(page);
    const filters = page.getByRole('complementary', { name: 'Filter' });

    await filters.getByRole('button', { name: 'Hauttyp' }).click();
    await filters.getByRole('checkbox', { name: /Trocken/ }).click();
    await expect(filters.getByRole('checkbox', { name: /Trocken/ })).toBeChecked();
    await expect(page).toHaveURL(/skin_type%5Bfilter%5D=Trocken%2C7001/);
    // The URL changes as the route commits; the new count renders with it (poll, don't race).
    await expect.poll(() => count(page)).toBeLessThan(all);
    const dry = await count(page);

    await filters.getByRole('button', { name: 'Darreichungsform' }).click();
    await filters.getByRole('checkbox', { name: /Creme/ }).click();
    await expect(filters.getByRole('checkbox', { name: /Creme/ })).toBeChecked();
    await expect(page).toHaveURL(/product_form%5Bfilter%5D=Creme%2C7108/);
    await expect.poll(() => count(page)).toBeLessThanOrEqual(dry);

    await filters.getByRole('button', { name: 'Preis' }).click();
    await filters.getByRole('spinbutton', { name: /Von/ }).fill('20');
    await filters.getByRole('spinbutton', { name: /Bis/ }).fill('60');
    await expect(page).toHaveURL(/price%5Bfilter%5D=%2C20_60/);

    await page.getByRole('combobox', { name: 'Sortieren nach' }).click();
    await page.getByRole('option', { name: 'Preis aufsteigend' }).click();
    await expect(page).toHaveURL(/sort=PRICE_LOW_HIGH/);

    const prices = async () =>
      (await page.getByRole('list', { name: 'Hautpflege' }).getByRole('article').allTextContents()).map((t) =>
        Number((t.match(/(\d+,\d{2})\s*€/g)?.pop() ?? '0').replace(/[^\d,]/g, '').replace(',', '.')),
      );
    const before = await prices();
    expect(before).toEqual([...before].sort((a, b) => a - b));

    await page.reload();
    await expect(page).toHaveURL(/sort=PRICE_LOW_HIGH/);
    await expect(page.getByRole('checkbox', { name: /Trocken/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Creme/ })).toBeChecked();
    await expect(page.getByRole('spinbutton', { name: /Von/ })).toHaveValue('20');
    expect(await prices()).toEqual(before);

    await page.getByRole('button', { name: 'Alle löschen' }).first().click();
    await expect(page).not.toHaveURL(/filter|sort=/);
    await expect.poll(() => count(page)).toBe(all);
  });

  test('unknown filters in the URL are a bad request, not a crash', async ({ request }) => {
    const response = await request.get('/de/hautpflege.html?colour[filter]=Red,1');
    expect(response.status()).toBe(400);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('filters are a "Shop Filter" dialog applied on Accept', async ({ page }) => {
      await page.goto('/skincare.html');
      await page.getByRole('button', { name: 'Filter and sort' }).click();
      const dialog = page.getByRole('dialog', { name: 'Shop Filter' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Skin type' }).click();
      await dialog.getByRole('checkbox', { name: /Oily/ }).check();
      // Nothing applies before Accept.
      await expect(page).not.toHaveURL(/skin_type/);
      await dialog.getByRole('button', { name: 'Accept' }).click();
      await expect(page).toHaveURL(/skin_type%5Bfilter%5D=Oily%2C7002/);
      await expect(dialog).toBeHidden();
    });
  });
});
