import { describe, expect, it } from 'vitest';
import {
  catalogueCacheKey,
  isAnonymousRequest,
  isCatalogueQuery,
  isImageRequest,
  isShareableResponse,
  offlinePageHtml,
  parseWorkerMessage,
  storeCodeOf,
} from './swRules';

const response = (headers: Record<string, string>, status = 200) =>
  ({ status, type: 'basic', headers: new Headers(headers) }) as Pick<Response, 'status' | 'headers' | 'type'>;
const gql = (query: string, operationName = '') =>
  new URL(
    `https://shop.test/graphql?query=${encodeURIComponent(query)}&operationName=${operationName}&variables=%7B%7D`,
  );

describe('what the service worker may keep', () => {
  it('never keeps answers for one shopper: private pages, cookies, errors', () => {
    expect(isShareableResponse(response({ 'Cache-Control': 'no-store' }))).toBe(true);
    expect(isShareableResponse(response({ 'Cache-Control': 'public, max-age=600' }))).toBe(true);
    // Pages rendered for a signed-in request and authorised API answers.
    expect(isShareableResponse(response({ 'Cache-Control': 'private, no-store' }))).toBe(false);
    expect(isShareableResponse(response({ 'Set-Cookie': 'a=b' }))).toBe(false);
    expect(isShareableResponse(response({ Vary: 'Accept-Encoding, Cookie' }))).toBe(false);
    expect(isShareableResponse(response({}, 500))).toBe(false);
    expect(isShareableResponse(response({}, 206))).toBe(false);
  });

  it('never answers requests with credentials or a signed-in customer group', () => {
    const req = (headers: Record<string, string>) => ({ headers: new Headers(headers) });
    expect(isAnonymousRequest(req({}))).toBe(true);
    expect(isAnonymousRequest(req({ 'customer-group': '0' }))).toBe(true);
    expect(isAnonymousRequest(req({ 'customer-group': '1' }))).toBe(false);
    expect(isAnonymousRequest(req({ Authorization: 'Bearer x' }))).toBe(false);
    expect(isAnonymousRequest(req({ 'X-Authorization': 'Bearer x' }))).toBe(false);
  });

  it('keeps catalogue queries, never carts, customers, wishlists, orders or mutations', () => {
    expect(
      isCatalogueQuery(gql('query Product { products(filter: {}) { items { sku } } }', 'Product'), 'GET'),
    ).toBe(true);
    expect(isCatalogueQuery(gql('{ storeConfig { store_code } }'), 'GET')).toBe(true);
    expect(
      isCatalogueQuery(gql('query MiniCart($id: String!) { cart(cart_id: $id) { id } }', 'MiniCart'), 'GET'),
    ).toBe(false);
    expect(isCatalogueQuery(gql('query X { cart(cart_id: "a") { id } }', 'X'), 'GET')).toBe(false);
    expect(isCatalogueQuery(gql('query X { customer { email } }', 'X'), 'GET')).toBe(false);
    expect(isCatalogueQuery(gql('query X { customerOrders { total_count } }', 'X'), 'GET')).toBe(false);
    expect(
      isCatalogueQuery(gql('query AccountWishlist { products { total_count } }', 'AccountWishlist'), 'GET'),
    ).toBe(false);
    expect(isCatalogueQuery(gql('mutation { createGuestCart { cart { id } } }'), 'GET')).toBe(false);
    expect(isCatalogueQuery(gql('{ products { total_count } }'), 'POST')).toBe(false);
    expect(isCatalogueQuery(new URL('https://shop.test/media/a.jpg'), 'GET')).toBe(false);
  });

  it('keys catalogue answers by store view and currency', () => {
    const url = gql('{ storeConfig { store_code } }').href;
    const fr = catalogueCacheKey(url, new Headers({ Store: 'fr' }));
    const de = catalogueCacheKey(url, new Headers({ Store: 'de' }));
    const deChf = catalogueCacheKey(url, new Headers({ Store: 'de', 'Content-Currency': 'CHF' }));
    expect(new Set([fr, de, deChf]).size).toBe(3);
    expect(new URL(fr).searchParams.get('__store')).toBe('fr');
  });

  it('keeps same-origin images and media only', () => {
    const origin = 'https://shop.test';
    expect(isImageRequest(new URL('https://shop.test/media/catalog/a.jpg'), '', origin)).toBe(true);
    expect(isImageRequest(new URL('https://shop.test/icons/icon-192.png'), 'image', origin)).toBe(true);
    expect(isImageRequest(new URL('https://cdn.test/a.jpg'), 'image', origin)).toBe(false);
    expect(isImageRequest(new URL('https://shop.test/assets/a.js'), 'script', origin)).toBe(false);
  });
});

describe('the offline page', () => {
  const stores = { storeCodes: ['en', 'de', 'fr'], defaultStoreCode: 'en' };

  it('is in the language of the address’s store view, in both readings of the prefix', () => {
    expect(storeCodeOf(new URL('https://shop.test/fr/some-page'), stores)).toBe('fr');
    expect(storeCodeOf(new URL('https://shop.test/some-page?de'), stores)).toBe('de');
    expect(storeCodeOf(new URL('https://shop.test/some-page'), stores)).toBe('en');
    expect(storeCodeOf(new URL('https://shop.test/xx/some-page'), stores)).toBe('en');
  });

  it('escapes the texts it shows', () => {
    const html = offlinePageHtml(
      { lang: 'fr-FR', title: 'Vous êtes hors ligne', text: '<script>x</script>', retry: 'Réessayer' },
      { ink: '#000', surface: '#fff', brand: '#123', onBrand: '#fff', font: 'serif' },
    );
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('<h1>Vous êtes hors ligne</h1>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('accepts only well-formed messages from pages', () => {
    const texts = { lang: 'de-DE', title: 'Sie sind offline', text: 'Bitte …', retry: 'Erneut versuchen' };
    expect(parseWorkerMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
    expect(parseWorkerMessage({ type: 'STORE_VIEW', code: 'de', stores, texts })).toEqual({
      type: 'STORE_VIEW',
      code: 'de',
      stores,
      texts,
    });
    expect(parseWorkerMessage({ type: 'STORE_VIEW', code: '../x', stores, texts })).toBeNull();
    expect(
      parseWorkerMessage({ type: 'STORE_VIEW', code: 'de', stores, texts: { ...texts, title: '' } }),
    ).toBeNull();
    expect(
      parseWorkerMessage({
        type: 'STORE_VIEW',
        code: 'de',
        stores: { storeCodes: 'de', defaultStoreCode: 'en' },
        texts,
      }),
    ).toBeNull();
    expect(parseWorkerMessage('SKIP_WAITING')).toBeNull();
    expect(parseWorkerMessage(null)).toBeNull();
  });
});
