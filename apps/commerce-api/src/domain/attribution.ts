import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { inputError, noSuchEntity } from './errors.js';
import { cents } from './money.js';

/**
 * Issue 15: the tracking blacklist (spec §3 "Blacklist data: skus, urls", §5 rules), the
 * attribution record saved to a cart (spec §3, §4, §7 gtmSaveAttribution) and the affiliate
 * network's events (spec §7 awinCookie, awinCommissionGroup, awinPurchase).
 */

/** Any character below a space, or DEL. */
const hasControlCharacter = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

export type BlacklistKind = 'sku' | 'url';
export interface BlacklistData {
  skus: string[];
  urls: string[];
}

/** A blacklist entry: trimmed, 1 to 255 characters, no control characters. */
export function blacklistValue(kind: BlacklistKind, value: string): string {
  const text = value.trim();
  if (!text || text.length > 255 || hasControlCharacter(text))
    throw inputError(
      kind === 'sku'
        ? 'A SKU of 1 to 255 characters is required.'
        : 'A URL of 1 to 255 characters is required.',
    );
  return text;
}

export async function getBlacklistData(db: Db): Promise<BlacklistData> {
  const rows = await db.query<{ kind: BlacklistKind; value: string }>(
    'SELECT kind, value FROM tracking_blacklist ORDER BY kind, value',
  );
  return {
    skus: rows.filter((r) => r.kind === 'sku').map((r) => r.value),
    urls: rows.filter((r) => r.kind === 'url').map((r) => r.value),
  };
}

/** Adds an entry; false when it was listed already. */
export async function addBlacklistEntry(db: Db, kind: BlacklistKind, value: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO tracking_blacklist (kind, value) VALUES ($1, $2) ON CONFLICT (kind, value) DO NOTHING RETURNING entry_id`,
    [kind, blacklistValue(kind, value)],
  );
  return rows.length > 0;
}

/** Removes an entry; false when it was not listed. */
export async function removeBlacklistEntry(db: Db, kind: BlacklistKind, value: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM tracking_blacklist WHERE kind = $1 AND value = $2 RETURNING entry_id',
    [kind, blacklistValue(kind, value)],
  );
  return rows.length > 0;
}

/** Spec §3 "Attribution record" as stored with the cart (and copied to its order). */
export interface AttributionRecord {
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  timestamp: string;
}

const MAX_FIELD = 255;
const MAX_REFERRER = 2048;

/** An optional text field: trimmed, empty is null, too long is refused. */
export function optionalText(name: string, value: string | null | undefined, max = MAX_FIELD): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (text.length > max || hasControlCharacter(text)) throw inputError(`"${name}" is not valid.`);
  return text;
}

/**
 * The referrer as kept: an http(s) address without its query string and fragment (they may carry
 * personal data).
 */
export function referrerOrigin(value: string | null | undefined): string | null {
  const text = optionalText('referrer', value, MAX_REFERRER);
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw inputError('"referrer" is not a valid address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw inputError('"referrer" is not a valid address.');
  return `${url.origin}${url.pathname}`;
}

export function attributionRecord(
  input: {
    referrer?: string | null;
    utm_source?: string | null;
    utm_medium?: string | null;
    utm_campaign?: string | null;
    utm_term?: string | null;
    utm_content?: string | null;
  },
  now: Date,
): AttributionRecord {
  const record: AttributionRecord = {
    referrer: referrerOrigin(input.referrer),
    utmSource: optionalText('utm_source', input.utm_source),
    utmMedium: optionalText('utm_medium', input.utm_medium),
    utmCampaign: optionalText('utm_campaign', input.utm_campaign),
    utmTerm: optionalText('utm_term', input.utm_term),
    utmContent: optionalText('utm_content', input.utm_content),
    timestamp: now.toISOString(),
  };
  if (Object.entries(record).every(([k, v]) => k === 'timestamp' || v === null))
    throw inputError('An attribution needs a referrer or a utm field.');
  return record;
}

/** Stores the record on the cart (the latest save wins); the order placed from it copies it. */
export async function saveCartAttribution(db: Db, quoteId: number, record: AttributionRecord): Promise<void> {
  await db.query('UPDATE quote SET attribution = $2, updated_at = now() WHERE quote_id = $1', [
    quoteId,
    JSON.stringify(record),
  ]);
}

/** Spec §7 "default channel aw". */
export const AWIN_DEFAULT_CHANNEL = 'aw';

/** The advertiser id of the affiliate network (`AWIN_ADVERTISER_ID`), or null. */
export function awinAdvertiserId(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.AWIN_ADVERTISER_ID?.trim();
  return value && /^\d{1,12}$/.test(value) ? value : null;
}

/** Awin's click id: letters, digits, `_` and `-`, at most 255. */
export function awinClickId(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (!/^[A-Za-z0-9_-]{1,255}$/.test(text)) throw inputError('"awc" is not valid.');
  return text;
}

/** A channel name (default `aw`): letters, digits, `_`, `-` and `.`, at most 64. */
export function awinChannel(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) return AWIN_DEFAULT_CHANNEL;
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(text)) throw inputError('"channel" is not valid.');
  return text;
}

/** Spec §7 "revenue 2 decimals": money written with exactly two decimals ("62.00"), as cents. */
export function revenueCents(value: string): number {
  if (!/^\d{1,10}\.\d{2}$/.test(value.trim()))
    throw inputError('"revenue" must be an amount with 2 decimals, for example "62.00".');
  return cents(value.trim());
}

/** Cents written with 2 decimals. */
export const twoDecimals = (c: number): string =>
  `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}`;

/** Awin's commission group parts of an order: the default group takes the whole revenue. */
export function commissionGroupOf(revenue: number): string {
  return `DEFAULT:${twoDecimals(revenue)}`;
}

export interface AffiliateEvent {
  name: 'cookie' | 'commission_group' | 'purchase';
  storeId: number;
  awc?: string | null;
  channel?: string | null;
  orderNumber?: string | null;
  /** Cents. */
  revenue?: number | null;
  currency?: string | null;
  voucher?: string | null;
  commissionGroup?: string | null;
}

export async function recordAffiliateEvent(
  db: Db,
  event: AffiliateEvent,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ pixelID: string | null; eventId: string }> {
  const eventId = randomUUID();
  const pixelID = awinAdvertiserId(env);
  await db.query(
    `INSERT INTO affiliate_event (event_id, event_name, store_id, advertiser_id, awc, channel, order_number,
       revenue, currency, voucher, commission_group)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::numeric / 100, $9, $10, $11)`,
    [
      eventId,
      event.name,
      event.storeId,
      pixelID,
      event.awc ?? null,
      event.channel ?? null,
      event.orderNumber ?? null,
      event.revenue ?? null,
      event.currency ?? null,
      event.voucher ?? null,
      event.commissionGroup ?? null,
    ],
  );
  return { pixelID, eventId };
}

/** A placed order of this store view: its grand total in cents and currency. */
export async function orderRevenue(
  db: Db,
  orderNumber: string,
  storeId: number,
): Promise<{ revenue: number; currency: string }> {
  const [row] = await db.query<{ grand_total: number; currency: string }>(
    'SELECT grand_total, currency FROM sales_order WHERE increment_id = $1 AND store_id = $2',
    [orderNumber, storeId],
  );
  if (!row) throw noSuchEntity(`Order ${orderNumber} was not found.`);
  return { revenue: cents(row.grand_total), currency: row.currency };
}
