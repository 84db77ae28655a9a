// @vitest-environment happy-dom
import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { browserPixel, pixelSubscriber, tikTokPixel, type PixelCall } from './pixels';

type Mutate = (options: {
  mutation: { definitions: { name?: { value: string } }[] };
  variables?: unknown;
}) => Promise<unknown>;

function fakeApollo(answer: (operation: string) => unknown) {
  const calls: { operation: string; variables: unknown }[] = [];
  const mutate: Mutate = async ({ mutation, variables }) => {
    const operation = mutation.definitions[0]?.name?.value ?? '';
    calls.push({ operation, variables });
    return { data: answer(operation) };
  };
  return { apollo: { mutate } as unknown as ApolloClient, calls };
}

const addToCart = {
  event: 'add_to_cart' as const,
  ecommerce: {
    currency: 'EUR',
    value: 38,
    items: [{ item_id: 'AB-1', item_name: 'Gel', price: 19, quantity: 2, currency: 'EUR' }],
  },
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pixelSubscriber (spec §6 advertising consent, §7 tracking mutations)', () => {
  it('without advertising consent calls nothing', async () => {
    const { apollo, calls } = fakeApollo(() => null);
    const send = vi.fn();
    pixelSubscriber({ apollo, advertisingAllowed: () => false, cartId: () => 'c', sendToBrowserPixel: send })(
      addToCart,
    );
    await flush();
    expect(calls).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it('add to cart: fbAddToCart and tikTokAddToCart (quantity as a string); the pixel gets fb’s eventId', async () => {
    const { apollo, calls } = fakeApollo((op) => ({
      [op === 'FbAddToCart' ? 'fbAddToCart' : 'tikTokAddToCart']: { pixelID: 'PX', eventId: `${op}-id` },
    }));
    const sent: PixelCall[] = [];
    pixelSubscriber({
      apollo,
      advertisingAllowed: () => true,
      cartId: () => 'c',
      sendToBrowserPixel: (c) => sent.push(c),
    })(addToCart);
    await flush();
    expect(calls).toEqual([
      { operation: 'FbAddToCart', variables: { sku: 'AB-1', quantity: 2 } },
      { operation: 'TikTokAddToCart', variables: { sku: 'AB-1', quantity: '2' } },
    ]);
    expect(sent).toEqual([
      {
        name: 'AddToCart',
        data: { content_ids: ['AB-1'], content_type: 'product', value: 38, currency: 'EUR' },
        eventId: 'FbAddToCart-id',
        pixelId: 'PX',
      },
    ]);
  });

  it('purchase: fbPurchase and tikTokPurchase by order number; the pixel gets orderId, revenue, currency, coupon, products', async () => {
    const { apollo, calls } = fakeApollo((op) => ({
      [op === 'FbPurchase' ? 'fbPurchase' : 'tikTokPurchase']: { pixelID: 'PX', eventId: `${op}-id` },
    }));
    const sent: PixelCall[] = [];
    pixelSubscriber({
      apollo,
      advertisingAllowed: () => true,
      cartId: () => 'c',
      sendToBrowserPixel: (c) => sent.push(c),
    })({
      event: 'purchase',
      ecommerce: { ...addToCart.ecommerce, transaction_id: '100000009', coupon: 'SPRING' },
    });
    await flush();
    expect(calls).toEqual([
      { operation: 'FbPurchase', variables: { orderNumber: '100000009' } },
      { operation: 'TikTokPurchase', variables: { orderNumber: '100000009' } },
    ]);
    expect(sent).toEqual([
      {
        name: 'Purchase',
        data: {
          order_id: '100000009',
          value: 38,
          currency: 'EUR',
          coupon: 'SPRING',
          content_ids: ['AB-1'],
          contents: [{ id: 'AB-1', quantity: 2, item_price: 19 }],
          content_type: 'product',
        },
        eventId: 'FbPurchase-id',
        pixelId: 'PX',
      },
    ]);
  });

  it('no pixel configured (pixelID null) or a failing API: no browser pixel, no error', async () => {
    const send = vi.fn();
    const none = fakeApollo(() => ({ fbSearch: { pixelID: null, eventId: 'e' } }));
    pixelSubscriber({
      apollo: none.apollo,
      advertisingAllowed: () => true,
      cartId: () => null,
      sendToBrowserPixel: send,
    })({
      event: 'search',
      search_term: 'serum',
    });
    const failing = { mutate: () => Promise.reject(new Error('down')) } as unknown as ApolloClient;
    expect(() =>
      pixelSubscriber({
        apollo: failing,
        advertisingAllowed: () => true,
        cartId: () => null,
        sendToBrowserPixel: send,
      })(addToCart),
    ).not.toThrow();
    await flush();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('wish list pixels (spec §7 fbAddToWishlist, tikTokAddToWishlist)', () => {
  it('add_to_wishlist calls both mutations; each browser pixel gets its own mutation’s eventId', async () => {
    const { apollo, calls } = fakeApollo((op) =>
      op === 'FbAddToWishlist'
        ? { fbAddToWishlist: { pixelID: 'PX', eventId: 'fb-id' } }
        : { tikTokAddToWishlist: { pixelID: 'TT', eventId: 'tt-id' } },
    );
    const meta: PixelCall[] = [];
    const tiktok: PixelCall[] = [];
    pixelSubscriber({
      apollo,
      advertisingAllowed: () => true,
      cartId: () => null,
      sendToBrowserPixel: (c) => meta.push(c),
      sendToTikTokPixel: (c) => tiktok.push(c),
    })({
      event: 'add_to_wishlist',
      ecommerce: {
        currency: 'EUR',
        value: 19,
        items: [{ item_id: 'AB-1', item_name: 'Gel', price: 19, quantity: 1, currency: 'EUR' }],
      },
    });
    await flush();
    expect(calls).toEqual([
      { operation: 'FbAddToWishlist', variables: { sku: 'AB-1' } },
      { operation: 'TikTokAddToWishlist', variables: { sku: 'AB-1' } },
    ]);
    expect(meta).toEqual([
      {
        name: 'AddToWishlist',
        data: { content_ids: ['AB-1'], content_name: 'Gel', value: 19, currency: 'EUR' },
        eventId: 'fb-id',
        pixelId: 'PX',
      },
    ]);
    expect(tiktok).toEqual([
      {
        name: 'AddToWishlist',
        data: {
          contents: [
            { content_id: 'AB-1', content_type: 'product', content_name: 'Gel', quantity: 1, price: 19 },
          ],
          value: 19,
          currency: 'EUR',
        },
        eventId: 'tt-id',
        pixelId: 'TT',
      },
    ]);
  });
});

describe('tikTokPixel', () => {
  it('adds the script once with sdkid and lib, queues page then each event with its event_id', () => {
    const host = window as Window & { ttq?: unknown[] & { _i: Record<string, unknown> } };
    delete host.ttq;
    const send = tikTokPixel(window, 'https://tiktok.test/events.js');
    send({ name: 'ViewContent', data: { value: 1 }, eventId: 't1', pixelId: 'TT' });
    send({ name: 'AddToCart', data: { value: 2 }, eventId: 't2', pixelId: 'TT' });
    const scripts = document.querySelectorAll('script[data-pixel="tiktok"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('https://tiktok.test/events.js?sdkid=TT&lib=ttq');
    expect([...host.ttq!]).toEqual([
      ['page'],
      ['track', 'ViewContent', { value: 1 }, { event_id: 't1' }],
      ['track', 'AddToCart', { value: 2 }, { event_id: 't2' }],
    ]);
    expect(Object.keys(host.ttq!._i)).toEqual(['TT']);
  });
});

describe('browserPixel', () => {
  it('adds the script once, initialises each pixel once and queues calls with the eventID', () => {
    const host = window as Window & { fbq?: { queue: unknown[][] } };
    delete host.fbq;
    const send = browserPixel(window, 'https://pixel.test/fbevents.js');
    send({ name: 'PageView', data: {}, eventId: 'e1', pixelId: 'PX' });
    send({ name: 'Search', data: { search_string: 'x' }, eventId: 'e2', pixelId: 'PX' });
    expect(document.querySelectorAll('script[data-pixel="meta"]')).toHaveLength(1);
    expect(document.querySelector('script[data-pixel="meta"]')?.getAttribute('src')).toBe(
      'https://pixel.test/fbevents.js',
    );
    expect(host.fbq!.queue).toEqual([
      ['init', 'PX'],
      ['track', 'PageView', {}, { eventID: 'e1' }],
      ['track', 'Search', { search_string: 'x' }, { eventID: 'e2' }],
    ]);
  });
});
