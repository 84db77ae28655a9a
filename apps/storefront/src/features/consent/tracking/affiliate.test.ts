import { describe, expect, it, vi } from 'vitest';
import {
  AFFILIATE_KEY,
  affiliateChannel,
  affiliateFromLanding,
  affiliateTracker,
  readAffiliate,
  revenueText,
  type AffiliateDeps,
} from './affiliate';
import type { AnalyticsEvent } from '../../../platform/analytics';
import type { RecordStorage } from './attribution';

function memoryStorage(): RecordStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('spec §7 affiliate: only awc and utm_source, default channel aw, revenue 2 decimals', () => {
  it('keeps only awc and utm_source of the landing', () => {
    expect(affiliateFromLanding('?awc=1234_5678_abc&utm_source=awin&utm_medium=aff&gclid=9', 7)).toEqual({
      awc: '1234_5678_abc',
      utmSource: 'awin',
      timestamp: 7,
    });
    expect(affiliateFromLanding('?utm_source=awin', 7)).toBeNull();
    expect(affiliateFromLanding('?awc=a%20b', 7)).toBeNull();
  });

  it('the channel is the utm_source, else aw', () => {
    expect(affiliateChannel({ awc: 'x', utmSource: null, timestamp: 0 })).toBe('aw');
    expect(affiliateChannel({ awc: 'x', utmSource: 'partner', timestamp: 0 })).toBe('partner');
  });

  it('revenue is written with exactly 2 decimals', () => {
    expect(revenueText(62)).toBe('62.00');
    expect(revenueText(12.5)).toBe('12.50');
    expect(revenueText(0.1 + 0.2)).toBe('0.30');
    expect(revenueText(1234.005)).toBe('1234.01');
    expect(revenueText(0)).toBe('0.00');
  });
});

describe('affiliateTracker', () => {
  const purchase: AnalyticsEvent = {
    event: 'purchase',
    ecommerce: {
      transaction_id: '100000007',
      value: 74.9,
      currency: 'EUR',
      coupon: 'SPRING',
      items: [{ item_id: 'AB-1', item_name: 'x', price: 74.9, quantity: 1, currency: 'EUR' }],
    },
  };

  function tracker(landingSearch: string, allowed = true, over: Partial<AffiliateDeps> = {}) {
    const storage = memoryStorage();
    const deps = {
      storage,
      now: () => 10,
      allowed: () => allowed,
      landed: vi.fn(() => Promise.resolve()),
      commissionGroup: vi.fn(() => Promise.resolve('DEFAULT:74.90')),
      purchase: vi.fn(() => Promise.resolve()),
      ...over,
    };
    return { deps, storage, t: affiliateTracker(deps, affiliateFromLanding(landingSearch, 10)) };
  }

  it('an Awin landing is kept and recorded once; the sale names awc, channel and revenue', async () => {
    const { deps, storage, t } = tracker('?awc=AW1&utm_source=awin');
    t.land();
    t.land();
    expect(deps.landed).toHaveBeenCalledOnce();
    expect(readAffiliate(storage, 10)).toEqual({ awc: 'AW1', utmSource: 'awin', timestamp: 10 });
    t.listener(purchase);
    await vi.waitFor(() => expect(deps.purchase).toHaveBeenCalledOnce());
    expect(deps.commissionGroup).toHaveBeenCalledWith('100000007');
    expect(deps.purchase).toHaveBeenCalledWith({
      orderNumber: '100000007',
      revenue: '74.90',
      currencyCode: 'EUR',
      channel: 'awin',
      awc: 'AW1',
      voucher: 'SPRING',
      commissionGroup: 'DEFAULT:74.90',
    });
  });

  it('no landing from the network, no consent: no affiliate call', async () => {
    const none = tracker('?utm_source=news');
    none.t.land();
    none.t.listener(purchase);
    const denied = tracker('?awc=AW1', false);
    denied.storage.setItem(AFFILIATE_KEY, JSON.stringify({ awc: 'OLD', utmSource: null, timestamp: 10 }));
    denied.t.land();
    denied.t.listener(purchase);
    await Promise.resolve();
    for (const { deps } of [none, denied]) {
      expect(deps.landed).not.toHaveBeenCalled();
      expect(deps.purchase).not.toHaveBeenCalled();
    }
    expect(denied.storage.map.size).toBe(0);
  });

  it('errors are swallowed; a failed commission group still sends the sale', async () => {
    const { deps, t } = tracker('?awc=AW1', true, {
      landed: vi.fn(() => Promise.reject(new Error('down'))),
      commissionGroup: vi.fn(() => Promise.reject(new Error('down'))),
    });
    expect(() => t.land()).not.toThrow();
    t.listener(purchase);
    await vi.waitFor(() => expect(deps.purchase).toHaveBeenCalledOnce());
    expect(deps.purchase).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'aw', commissionGroup: null }),
    );
  });
});
