import { expect, type Locator, type Page } from '@playwright/test';
import { networkSettled, test } from './support/network';
import { hydratedControl } from './support/hydration';

/**
 * Add to cart (spec §4, §7, §8): from a category card and from the product page with its option,
 * the toast, the header count and the mini cart; quantity changes and removal survive a reload;
 * the stock messages.
 */

const miniCart = (page: Page) => page.getByRole('dialog', { name: /Shopping bag/ });
const toast = (page: Page, type: 'success' | 'error', text: string) =>
  page.locator(`[data-type="${type}"]`).filter({ hasText: text });
/** Closes the mini cart with its Close button (Escape would first dismiss the newest toast). */
const closeMiniCart = (page: Page) => miniCart(page).getByRole('button', { name: 'Close' }).last().click();
const cartTrigger = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

/**
 * The card's "Added" flag shows for 1.5 s (spec §9). The page records it as it renders: on a busy
 * machine the mini cart's first render can hold the page's thread for longer than that, and a
 * check from outside then ran only after the flag had gone (cart-add flaky in a full run).
 */
async function recordAddedFlag(card: Locator): Promise<() => Promise<string>> {
  const key = `__addedFlag${Math.random().toString(36).slice(2)}`;
  await card.evaluate((element, name) => {
    const store = window as unknown as Record<string, string>;
    store[name] = '';
    const look = () => {
      const flag = element.querySelector('[data-cart-state="added"]');
      if (flag) store[name] = flag.textContent ?? '';
    };
    new MutationObserver(look).observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  }, key);
  return () => card.page().evaluate((name) => (window as unknown as Record<string, string>)[name] ?? '', key);
}

/** Pages hydrate and load their lazy parts (header cart, toasts) before a shopper's click counts. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await networkSettled(page);
}

test.describe('add to cart', () => {
  test('simple product from a card, configurable from its page; count, mini cart, quantity and remove persist', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await open(page, '/skincare.html');
    // Without a cart the trigger is a plain link to /cart with no count.
    await expect(cartTrigger(page)).toHaveAttribute('href', '/cart');
    await expect(cartTrigger(page)).toHaveAccessibleName('Cart');

    // Located by text, not role: the mini cart opening after the add hides the page from the
    // accessibility tree (a modal drawer), while the card's flag still shows.
    const card = page.locator('article', { hasText: 'Cloudberry Cleansing Gel' });
    const addedFlag = await recordAddedFlag(card);
    await card.getByRole('button', { name: /Add to bag/ }).click();
    await expect.poll(addedFlag).toMatch(/Added/);
    await expect(
      toast(page, 'success', 'Cloudberry Cleansing Gel was added to your shopping bag'),
    ).toBeVisible();
    // The success flag goes back after 1.5 s.
    await expect(card.locator('[data-cart-state="idle"]')).toHaveText(/Add to bag/, { timeout: 4000 });

    // The mini cart opened with the line; the header counts it.
    await expect(miniCart(page)).toBeVisible();
    await expect(miniCart(page).getByRole('article', { name: 'Cloudberry Cleansing Gel' })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('cart_id_en'));
    expect(stored).toHaveLength(32);
    await closeMiniCart(page);
    await expect(miniCart(page)).toBeHidden();
    // The drawer is modal: the header is back in the accessibility tree once it closes.
    await expect(cartTrigger(page)).toHaveAccessibleName('Cart, 1 item');

    // A configurable product from its page, with the chosen shade.
    await open(page, '/skin-veil-foundation.html');
    await page.getByRole('radio', { name: 'Amber 04' }).click();
    await expect(page).toHaveURL(/opt=/);
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(toast(page, 'success', 'Skin Veil Foundation was added to your shopping bag')).toBeVisible();
    await expect(miniCart(page)).toBeVisible();
    const foundation = miniCart(page).getByRole('article', { name: 'Skin Veil Foundation' });
    await expect(foundation).toContainText('Amber 04');
    await expect(miniCart(page)).toHaveAccessibleName('Shopping bag (2)');

    // Quantity change in the mini cart. The subtotal (2 × €24 + €38) now reaches the small-gift
    // stage: the API adds the free gift, shown with its label, free and without controls.
    const cleanser = miniCart(page).getByRole('article', { name: 'Cloudberry Cleansing Gel' });
    await cleanser.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(cleanser.getByRole('spinbutton')).toHaveValue('2');
    const gift = miniCart(page).getByRole('article', { name: /\(gift\)/ });
    await expect(gift).toBeVisible();
    await expect(gift).toContainText('Free');
    await expect(gift.getByRole('button')).toHaveCount(0);
    await expect(miniCart(page)).toHaveAccessibleName('Shopping bag (4)');

    // Reload: the cart is still there; the trigger opens the mini cart.
    // Not `networkidle` after a reload: Chromium's background revalidation of an API answer kept
    // with stale-while-revalidate never reports its end to Playwright, so it can never come.
    await page.reload();
    await hydratedControl(cartTrigger(page));
    await expect(cartTrigger(page)).toHaveAccessibleName('Cart, 4 items');
    await cartTrigger(page).click();
    await expect(miniCart(page)).toBeVisible();
    await expect(
      miniCart(page).getByRole('article', { name: 'Cloudberry Cleansing Gel' }).getByRole('spinbutton'),
    ).toHaveValue('2');
    await expect(miniCart(page).getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/cart');
    await expect(miniCart(page).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');

    // Remove, and the removal persists.
    await miniCart(page).getByRole('button', { name: 'Remove Skin Veil Foundation' }).click();
    await expect(miniCart(page).getByRole('article', { name: 'Skin Veil Foundation' })).toHaveCount(0);
    // Below the stage again: the gift goes too.
    await expect(miniCart(page).getByRole('article', { name: /\(gift\)/ })).toHaveCount(0);
    await closeMiniCart(page);
    await expect(cartTrigger(page)).toHaveAccessibleName('Cart, 2 items');
    await page.reload();
    await hydratedControl(cartTrigger(page));
    await cartTrigger(page).click();
    await expect(miniCart(page).getByRole('article')).toHaveCount(1);
    await expect(miniCart(page).getByRole('article', { name: 'Cloudberry Cleansing Gel' })).toBeVisible();

    // Removing the last line leaves the empty state.
    await miniCart(page).getByRole('button', { name: 'Remove Cloudberry Cleansing Gel' }).click();
    await expect(miniCart(page).getByText('Your shopping bag is empty.')).toBeVisible();
  });

  test('the cart trigger stays a link without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/skincare.html');
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await context.close();
  });

  // The headless shell's new tab stays blank: in the browser (playwright.config.ts).
  test(
    'a modifier-key click opens /cart in a new tab instead of the mini cart',
    {
      tag: '@browser',
    },
    async ({ page, context }) => {
      await open(page, '/skincare.html');
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        cartTrigger(page).click({ modifiers: ['ControlOrMeta'] }),
      ]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe('/cart');
      await expect(miniCart(page)).toHaveCount(0);
    },
  );

  test('stock messages: out of stock products cannot be added, over the available quantity says how many are left', async ({
    page,
  }) => {
    await open(page, '/sea-buckthorn-cleansing-oil.html');
    await expect(
      page.getByText('This Product is currently out of stock. Please try again later.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

    // Bilberry Eye Serum: 3 left. Three go in, the fourth is refused with the spec's message.
    await open(page, '/bilberry-eye-serum.html');
    await expect(page.getByText('Only 3 left in stock')).toBeVisible();
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    // Taps before the page has hydrated are replayed once per button (app/earlyClicks.ts): wait,
    // so that both taps count.
    await hydratedControl(page.getByRole('button', { name: 'Increase quantity' }));
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('3');
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(toast(page, 'success', 'Bilberry Eye Serum was added to your shopping bag')).toBeVisible();
    await closeMiniCart(page);
    await expect(miniCart(page)).toBeHidden();
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page.getByRole('button', { name: 'Add to bag', exact: true })).toBeEnabled({
      timeout: 4000,
    });
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    // A cart error: the spec's text, no timeout, closed by the shopper.
    const error = toast(page, 'error', 'Only 3 left in stock');
    await expect(error).toBeVisible();
    await page.waitForTimeout(5500);
    await expect(error).toBeVisible();
    await error.getByRole('button', { name: 'Close' }).click();
    await expect(error).toHaveCount(0);
  });
});

test('a tap on Add to bag before the page has hydrated adds the product once it has, once', async ({
  page,
}) => {
  // Issue 18: the scripts come after the first paint (app/scriptsAfterPaint.ts); hold the entry,
  // tap twice on the server's button, then let the page hydrate.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const adds: string[] = [];
  page.on('request', (request) => {
    if (/addProductsToCart/.test(request.postData() ?? '')) adds.push(request.url());
  });
  await page.goto('/cloudberry-cleansing-gel.html', { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add to bag', exact: true });
  await add.click();
  await add.click();
  release();
  await expect(
    toast(page, 'success', 'Cloudberry Cleansing Gel was added to your shopping bag'),
  ).toBeVisible();
  await expect(miniCart(page)).toHaveAccessibleName('Shopping bag (1)');
  expect(adds).toHaveLength(1);
});
