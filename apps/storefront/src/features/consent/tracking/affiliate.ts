import type { AnalyticsEvent } from '../../../platform/analytics';
import { ATTRIBUTION_MAX_AGE_MS, type RecordStorage } from './attribution';

/**
 * Spec §7 affiliate network (Awin): "Affiliate keeps only awc and utm_source parameters, default
 * channel aw, revenue 2 decimals." A landing with Awin's click id `awc` is kept in the browser
 * (only with advertising consent, spec §6) for the attribution's 7 days (spec §9, the only
 * lifetime the spec gives landing data) and named in the sale's awinPurchase.
 */
export interface AffiliateRecord {
  awc: string;
  utmSource: string | null;
  timestamp: number;
}

export const AFFILIATE_KEY = 'affiliate_record';
/** Spec §7 "default channel aw". */
export const DEFAULT_CHANNEL = 'aw';

/** The landing's affiliate parameters — only awc and utm_source — or null without an awc. */
export function affiliateFromLanding(search: string, now: number): AffiliateRecord | null {
  const params = new URLSearchParams(search);
  const awc = params.get('awc')?.trim() ?? '';
  if (!/^[A-Za-z0-9_-]{1,255}$/.test(awc)) return null;
  const source = params.get('utm_source')?.trim() ?? '';
  return { awc, utmSource: /^[A-Za-z0-9_.-]{1,64}$/.test(source) ? source : null, timestamp: now };
}

/** The sale's channel: the landing's utm_source, else `aw`. */
export const affiliateChannel = (record: AffiliateRecord): string => record.utmSource ?? DEFAULT_CHANNEL;

/** Spec §7 "revenue 2 decimals": an amount written with exactly two decimals ("62.00"). */
export function revenueText(value: number): string {
  const cents = Math.round(value * 100);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function readAffiliate(storage: RecordStorage, now: number): AffiliateRecord | null {
  const raw = storage.getItem(AFFILIATE_KEY);
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as AffiliateRecord;
    if (
      typeof record.awc === 'string' &&
      typeof record.timestamp === 'number' &&
      now >= record.timestamp &&
      now - record.timestamp < ATTRIBUTION_MAX_AGE_MS
    )
      return record;
  } catch {
    // Unreadable: dropped below.
  }
  storage.removeItem(AFFILIATE_KEY);
  return null;
}

export interface AffiliateDeps {
  storage: RecordStorage;
  now: () => number;
  /** Spec §6: an affiliate network is advertising. */
  allowed: () => boolean;
  /** awinCookie(awc, utm_source). */
  landed: (record: AffiliateRecord) => Promise<unknown>;
  /** awinCommissionGroup(orderNumber): the commission group parts, or null. */
  commissionGroup: (orderNumber: string) => Promise<string | null>;
  /** awinPurchase. */
  purchase: (sale: AwinSale) => Promise<unknown>;
}

export interface AwinSale {
  orderNumber: string;
  revenue: string;
  currencyCode: string;
  channel: string;
  awc: string;
  voucher: string | null;
  commissionGroup: string | null;
}

/**
 * The affiliate subscriber: `land` keeps this page load's Awin landing (and records it with
 * awinCookie once per click id); `listener` sends awinPurchase for a purchase when the shopper came
 * through the network. Every failure is swallowed (spec §8); without consent nothing is kept.
 */
export function affiliateTracker(deps: AffiliateDeps, landing: AffiliateRecord | null) {
  const quiet = (work: () => Promise<unknown>) => {
    try {
      void work().catch(() => undefined);
    } catch {
      // Spec §8: tracking errors are swallowed.
    }
  };
  let landed = false;
  return {
    land() {
      if (!deps.allowed()) {
        deps.storage.removeItem(AFFILIATE_KEY);
        return;
      }
      if (landed || !landing) return;
      landed = true;
      const known = readAffiliate(deps.storage, deps.now());
      deps.storage.setItem(AFFILIATE_KEY, JSON.stringify(landing));
      if (known?.awc !== landing.awc) quiet(() => deps.landed(landing));
    },
    listener(event: AnalyticsEvent) {
      if (event.event !== 'purchase' || !deps.allowed()) return;
      const record = readAffiliate(deps.storage, deps.now());
      if (!record) return;
      const { transaction_id: orderNumber, value, currency, coupon } = event.ecommerce;
      quiet(async () => {
        const group = await deps.commissionGroup(orderNumber).catch(() => null);
        await deps.purchase({
          orderNumber,
          revenue: revenueText(value),
          currencyCode: currency,
          channel: affiliateChannel(record),
          awc: record.awc,
          voucher: coupon ?? null,
          commissionGroup: group,
        });
      });
    },
  };
}
