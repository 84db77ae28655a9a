import { expect, type Page } from '@playwright/test';
import { networkSettled, test } from './support/network';

/**
 * Issue 20: labels never break inside a word ("Versand" shown as "Versa / nd" in the checkout's
 * summary on a phone). On a 375 px phone in German and French, the shop's pages with a bag are
 * walked and every word of four letters or more must sit on one line.
 */

async function seedCart(page: Page, store: string) {
  const post = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json', store },
      data: { query, variables },
    });
    expect(response.ok()).toBeTruthy();
    return (await response.json()) as { data: Record<string, { cart: { id: string } }> };
  };
  const cartId = (await post('mutation { createGuestCart { cart { id } } }')).data.createGuestCart!.cart.id;
  await post(
    `mutation Add($cartId: String!) {
      addProductsToCart(cartId: $cartId, cartItems: [{ sku: "AB-CL-001", quantity: 2 }]) { cart { id } }
    }`,
    { cartId },
  );
  await page.addInitScript(([id, code]) => localStorage.setItem(`cart_id_${code}`, id!), [cartId, store]);
}

/** Words (4+ letters) whose letters the browser laid out on more than one line. */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[\p{L}]{4,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)),
        );
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

const stores = [
  { code: 'de', guest: /Als Gast/ },
  { code: 'fr', guest: /en tant qu’invité|invité/i },
] as const;

for (const store of stores) {
  test(`${store.code}: on a 375 px phone no word breaks across lines`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await seedCart(page, store.code);
    const found: Record<string, string[]> = {};
    for (const path of ['/', '/cart', '/checkout']) {
      await page.goto(`/${store.code}${path}`);
      await networkSettled(page);
      if (path === '/checkout') {
        const guest = page.getByRole('button', { name: store.guest });
        if (await guest.count()) await guest.first().click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      const words = await brokenWords(page);
      if (words.length) found[path] = words;
    }
    expect(found).toEqual({});
  });
}
