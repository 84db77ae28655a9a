import { describe, expect, it, vi } from 'vitest';
import {
  ATTRIBUTION_KEY,
  ATTRIBUTION_MAX_AGE_MS,
  attributionFromLanding,
  attributionKeeper,
  readAttribution,
  type AttributionRecord,
  type RecordStorage,
} from './attribution';

const SHOP = 'https://shop.test';
const DAY = 24 * 60 * 60 * 1000;

function memoryStorage(): RecordStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('attributionFromLanding (spec §3 Attribution record)', () => {
  it('keeps the utm fields and another site as referrer, without its query string', () => {
    expect(
      attributionFromLanding(
        '?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=serum&utm_content=hero&gclid=1',
        'https://mail.example.org/read/1?user=a@b.c#x',
        SHOP,
        5,
      ),
    ).toEqual({
      referrer: 'https://mail.example.org/read/1',
      utmSource: 'news',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: 'serum',
      utmContent: 'hero',
      timestamp: 5,
    });
  });

  it('is null without utm fields and without an outside referrer', () => {
    expect(attributionFromLanding('?gclid=1', '', SHOP, 1)).toBeNull();
    expect(attributionFromLanding('', `${SHOP}/face.html`, SHOP, 1)).toBeNull();
    expect(attributionFromLanding('?utm_source=%20', 'android-app://x', SHOP, 1)).toBeNull();
    expect(attributionFromLanding('', 'https://www.google.com/', SHOP, 1)).toMatchObject({
      referrer: 'https://www.google.com/',
      utmSource: null,
    });
  });
});

describe('the record in the browser (spec §4: dropped after 7 days or once saved to the cart)', () => {
  const record: AttributionRecord = {
    referrer: null,
    utmSource: 'news',
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    timestamp: 1_000,
  };

  it('is dropped after 7 days, or when unreadable', () => {
    const storage = memoryStorage();
    storage.setItem(ATTRIBUTION_KEY, JSON.stringify(record));
    expect(readAttribution(storage, 1_000 + 7 * DAY - 1)).toEqual(record);
    expect(ATTRIBUTION_MAX_AGE_MS).toBe(7 * DAY);
    expect(readAttribution(storage, 1_000 + 7 * DAY)).toBeNull();
    expect(storage.map.has(ATTRIBUTION_KEY)).toBe(false);
    storage.setItem(ATTRIBUTION_KEY, '{not json');
    expect(readAttribution(storage, 1_000)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  function keeper(
    over: Partial<Parameters<typeof attributionKeeper>[0]> = {},
    landing: AttributionRecord | null = record,
  ) {
    const storage = memoryStorage();
    let allowed = true;
    let cartId: string | null = null;
    const save = vi.fn(() => Promise.resolve());
    const k = attributionKeeper(
      { storage, now: () => 2_000, allowed: () => allowed, cartId: () => cartId, save, ...over },
      landing,
    );
    return {
      k,
      storage,
      save,
      setCart: (id: string) => (cartId = id),
      deny: () => (allowed = false),
    };
  }

  it('keeps nothing without analytics consent', async () => {
    const t = keeper();
    t.deny();
    t.setCart('c'.repeat(32));
    await t.k.trySave();
    expect(t.storage.map.size).toBe(0);
    expect(t.save).not.toHaveBeenCalled();
  });

  it('is saved to the cart exactly once, then dropped', async () => {
    const t = keeper();
    await t.k.trySave();
    expect(t.storage.map.has(ATTRIBUTION_KEY)).toBe(true);
    expect(t.save).not.toHaveBeenCalled();
    t.setCart('c'.repeat(32));
    const first = t.k.trySave();
    const second = t.k.trySave();
    await Promise.all([first, second]);
    expect(t.save).toHaveBeenCalledOnce();
    expect(t.save).toHaveBeenCalledWith('c'.repeat(32), record);
    expect(t.storage.map.has(ATTRIBUTION_KEY)).toBe(false);
    await t.k.trySave();
    expect(t.save).toHaveBeenCalledOnce();
  });

  it('a failed save keeps the record for the next try', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(undefined);
    const t = keeper({ save });
    t.setCart('c'.repeat(32));
    await t.k.trySave();
    expect(t.storage.map.has(ATTRIBUTION_KEY)).toBe(true);
    await t.k.trySave();
    expect(save).toHaveBeenCalledTimes(2);
    expect(t.storage.map.has(ATTRIBUTION_KEY)).toBe(false);
  });

  it('withdrawing consent drops a kept record', async () => {
    const t = keeper();
    await t.k.trySave();
    expect(t.storage.map.has(ATTRIBUTION_KEY)).toBe(true);
    t.deny();
    await t.k.trySave();
    expect(t.storage.map.has(ATTRIBUTION_KEY)).toBe(false);
  });
});
