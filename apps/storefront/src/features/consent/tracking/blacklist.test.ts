import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, type AnalyticsEvent } from '../../../platform/analytics';
import { blacklistedAnalytics, blacklistRule, isBlacklisted, type BlacklistData } from './blacklist';

const item = (sku: string) => ({ item_id: sku, item_name: sku, price: 10, quantity: 1, currency: 'EUR' });
const items = (...skus: string[]) => ({ currency: 'EUR', value: 10 * skus.length, items: skus.map(item) });
const view = (path: string): AnalyticsEvent => ({
  event: 'page_view',
  page_path: path,
  page_location: `https://shop.test${path}`,
  page_title: 'x',
  navigation: 'push',
});
const data: BlacklistData = { skus: ['AB-BAD'], urls: ['/checkout/success', 'hidden-offer'] };

describe('spec §5 tracking blacklist rules', () => {
  it('single-sku events (detail, click) are blocked if their sku is listed', () => {
    expect(blacklistRule({ event: 'view_item', ecommerce: items('AB-BAD') })).toBe('single-sku');
    expect(isBlacklisted({ event: 'view_item', ecommerce: items('AB-BAD') }, data)).toBe(true);
    expect(isBlacklisted({ event: 'view_item', ecommerce: items('AB-OK') }, data)).toBe(false);
    expect(
      isBlacklisted(
        { event: 'select_item', ecommerce: { ...items('AB-BAD'), item_list_name: 'Face' } },
        data,
      ),
    ).toBe(true);
  });

  it('sku-array events (impressions, purchase) are blocked if any sku is listed', () => {
    const list = {
      event: 'view_item_list',
      ecommerce: { ...items('AB-1', 'AB-BAD'), item_list_name: 'L' },
    } as const;
    expect(blacklistRule(list)).toBe('sku-array');
    expect(isBlacklisted(list, data)).toBe(true);
    expect(
      isBlacklisted({ ...list, ecommerce: { ...items('AB-1', 'AB-2'), item_list_name: 'L' } }, data),
    ).toBe(false);
    const purchase = {
      event: 'purchase',
      ecommerce: { ...items('AB-1', 'AB-BAD'), transaction_id: '100000001' },
    } as const;
    expect(blacklistRule(purchase)).toBe('sku-array');
    expect(isBlacklisted(purchase, data)).toBe(true);
  });

  it('cart events are blocked if any item sku is listed', () => {
    for (const event of ['add_to_cart', 'remove_from_cart', 'begin_checkout'] as const) {
      expect(blacklistRule({ event, ecommerce: items('AB-1') })).toBe('cart');
      expect(isBlacklisted({ event, ecommerce: items('AB-1', 'AB-BAD') }, data)).toBe(true);
      expect(isBlacklisted({ event, ecommerce: items('AB-1') }, data)).toBe(false);
    }
  });

  it('page views are blocked if the path contains a listed URL', () => {
    expect(isBlacklisted(view('/de/checkout/success'), data)).toBe(true);
    expect(isBlacklisted(view('/the-hidden-offer.html'), data)).toBe(true);
    expect(isBlacklisted(view('/checkout'), data)).toBe(false);
    expect(isBlacklisted(view('/'), { skus: [], urls: [''] })).toBe(false);
  });

  it('search, login and register are never blocked', () => {
    expect(blacklistRule({ event: 'search', search_term: 'AB-BAD' })).toBeNull();
    expect(isBlacklisted({ event: 'login', method: 'email' }, data)).toBe(false);
  });
});

function consent(initial: boolean) {
  let allowed = initial;
  const listeners = new Set<() => void>();
  return {
    consented: () => allowed,
    onConsentChange: (l: () => void) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    allow() {
      allowed = true;
      listeners.forEach((l) => l());
    },
  };
}

describe('blacklistedAnalytics', () => {
  it('loads nothing before consent and holds only the latest page view', async () => {
    const source = createAnalytics();
    const c = consent(false);
    const load = vi.fn(() => Promise.resolve(data));
    const { analytics } = blacklistedAnalytics(source, { ...c, load });
    const seen: AnalyticsEvent[] = [];
    analytics.subscribe((e) => seen.push(e));
    source.track(view('/first'));
    source.track({ event: 'add_to_cart', ecommerce: items('AB-1') });
    source.track(view('/second'));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
    c.allow();
    expect(load).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(seen).toEqual([view('/second')]));
  });

  it('with consent: events wait for the list, then listed ones are dropped', async () => {
    const source = createAnalytics();
    let resolve!: (d: BlacklistData) => void;
    const load = vi.fn(() => new Promise<BlacklistData>((r) => (resolve = r)));
    const { analytics } = blacklistedAnalytics(source, { ...consent(true), load });
    const seen: string[] = [];
    analytics.subscribe((e) =>
      seen.push('ecommerce' in e ? `${e.event}:${e.ecommerce.items[0]!.item_id}` : e.event),
    );
    source.track({ event: 'view_item', ecommerce: items('AB-BAD') });
    source.track({ event: 'view_item', ecommerce: items('AB-OK') });
    expect(seen).toEqual([]);
    resolve(data);
    await vi.waitFor(() => expect(seen).toEqual(['view_item:AB-OK']));
    source.track({ event: 'add_to_cart', ecommerce: items('AB-BAD') });
    source.track({ event: 'add_to_cart', ecommerce: items('AB-OK') });
    expect(seen).toEqual(['view_item:AB-OK', 'add_to_cart:AB-OK']);
    expect(load).toHaveBeenCalledOnce();
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('500'))],
    [
      'throws',
      () => {
        throw new Error('offline');
      },
    ],
  ])('a load that %s lets every event through (spec §5)', async (_, load) => {
    const source = createAnalytics();
    const { analytics } = blacklistedAnalytics(source, { ...consent(true), load });
    const seen: string[] = [];
    analytics.subscribe((e) => seen.push(e.event));
    source.track({ event: 'view_item', ecommerce: items('AB-BAD') });
    await vi.waitFor(() => expect(seen).toEqual(['view_item']));
    source.track(view('/checkout/success'));
    expect(seen).toEqual(['view_item', 'page_view']);
  });

  it('stop() ends the subscription and a late answer delivers nothing', async () => {
    const source = createAnalytics();
    let resolve!: (d: BlacklistData) => void;
    const filtered = blacklistedAnalytics(source, {
      ...consent(true),
      load: () => new Promise((r) => (resolve = r)),
    });
    const seen = vi.fn();
    filtered.analytics.subscribe(seen);
    source.track(view('/a'));
    filtered.stop();
    resolve({ skus: [], urls: [] });
    await Promise.resolve();
    source.track(view('/b'));
    expect(seen).not.toHaveBeenCalled();
  });
});
