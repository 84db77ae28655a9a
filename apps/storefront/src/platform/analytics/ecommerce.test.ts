// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics';
import { dataLayerSubscriber, type DataLayerHost } from './dataLayer';
import { itemsPayload, itemsValue, money } from './ecommerce';
import { emitShopEvent, takeQueuedEvents, TRACK_SIGNAL } from './emit';
import { productDetailEvent } from './productDetail';

const item = { item_id: 'AB-1', item_name: 'Serum', price: 19.99, quantity: 3, currency: 'EUR' };

describe('ecommerce helpers', () => {
  it('values are price × quantity with 2 decimals', () => {
    expect(money(12.344)).toBe(12.34);
    expect(money(12.346)).toBe(12.35);
    expect(itemsValue([item, { ...item, price: 0.1, quantity: 2 }])).toBe(60.17);
    expect(itemsPayload([item])).toEqual({ currency: 'EUR', value: 59.97, items: [item] });
  });
});

describe('the data layer gets GA4 ecommerce shapes', () => {
  it('clears the previous ecommerce object before each ecommerce event', () => {
    const host: DataLayerHost = {};
    const analytics = createAnalytics();
    analytics.subscribe(dataLayerSubscriber(host));
    analytics.track({ event: 'add_to_cart', ecommerce: itemsPayload([item]) });
    analytics.track({ event: 'search', search_term: 'serum' });
    expect(host.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'EUR', value: 59.97, items: [item] } },
      { event: 'search', search_term: 'serum' },
    ]);
  });
});

describe('emitShopEvent', () => {
  afterEach(() => takeQueuedEvents());

  it('queues events for the hub and signals it', () => {
    const signal = vi.fn();
    window.addEventListener(TRACK_SIGNAL, signal);
    emitShopEvent({ event: 'login', method: 'email' });
    emitShopEvent({ event: 'sign_up', method: 'email' });
    expect(signal).toHaveBeenCalledTimes(2);
    expect(takeQueuedEvents()).toEqual([
      { event: 'login', method: 'email' },
      { event: 'sign_up', method: 'email' },
    ]);
    expect(takeQueuedEvents()).toEqual([]);
    window.removeEventListener(TRACK_SIGNAL, signal);
  });
});

describe('productDetailEvent (spec §7 detail, from the product page data)', () => {
  const page = (...scripts: string[]) => {
    const doc = document.implementation.createHTMLDocument('p');
    for (const text of scripts) {
      const s = doc.createElement('script');
      s.type = 'application/ld+json';
      s.textContent = text;
      doc.body.append(s);
    }
    return doc;
  };

  it('reads the Product JSON-LD', () => {
    const ld = JSON.stringify({
      '@type': 'Product',
      name: 'Cloudberry Serum',
      sku: 'AB-SE-1',
      offers: { price: '62.00', priceCurrency: 'EUR' },
    });
    expect(productDetailEvent(page('not json', JSON.stringify({ '@type': 'BreadcrumbList' }), ld))).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'EUR',
        value: 62,
        items: [
          { item_id: 'AB-SE-1', item_name: 'Cloudberry Serum', price: 62, quantity: 1, currency: 'EUR' },
        ],
      },
    });
  });

  it('is null on other pages or without a price', () => {
    expect(productDetailEvent(page())).toBeNull();
    expect(
      productDetailEvent(page(JSON.stringify({ '@type': 'Product', name: 'x', sku: 'y', offers: {} }))),
    ).toBeNull();
  });
});
