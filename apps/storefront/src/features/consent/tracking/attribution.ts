/**
 * Spec §3 "Attribution record: referrer, utmSource, utmMedium, utmCampaign, utmTerm, utmContent,
 * timestamp"; §4 "Attribution record dropped after 7 days or once saved to the cart"; §9
 * "Attribution 7 days"; §7 gtmSaveAttribution. Kept in the browser (localStorage) only with
 * analytics consent (spec §6), never in the server's HTML.
 */
export interface AttributionRecord {
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  /** When the shopper landed (ms since the epoch). */
  timestamp: number;
}

export const ATTRIBUTION_KEY = 'attribution_record';
/** Spec §9 "Attribution 7 days". */
export const ATTRIBUTION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const UTM = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const;

const MAX_FIELD = 255;
const field = (value: string | null): string | null => {
  const text = value?.trim() ?? '';
  return text ? text.slice(0, MAX_FIELD) : null;
};

/**
 * The landing's attribution: its utm parameters and the page the shopper came from (another site
 * only; its address without query string or fragment). Null when there is neither.
 */
export function attributionFromLanding(
  search: string,
  referrer: string,
  shopOrigin: string,
  now: number,
): AttributionRecord | null {
  const params = new URLSearchParams(search);
  let from: string | null = null;
  try {
    const url = new URL(referrer);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== shopOrigin)
      from = `${url.origin}${url.pathname}`;
  } catch {
    // No referrer, or not an address.
  }
  const record: AttributionRecord = {
    referrer: from,
    utmSource: field(params.get(UTM.utmSource)),
    utmMedium: field(params.get(UTM.utmMedium)),
    utmCampaign: field(params.get(UTM.utmCampaign)),
    utmTerm: field(params.get(UTM.utmTerm)),
    utmContent: field(params.get(UTM.utmContent)),
    timestamp: now,
  };
  const { timestamp: _, ...fields } = record;
  return Object.values(fields).some((v) => v !== null) ? record : null;
}

/** What the record is kept in: `localStorage` in the browser. */
export type RecordStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored record, or null; one older than 7 days (or unreadable) is dropped. */
export function readAttribution(storage: RecordStorage, now: number): AttributionRecord | null {
  const raw = storage.getItem(ATTRIBUTION_KEY);
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as AttributionRecord;
    if (
      typeof record.timestamp === 'number' &&
      now - record.timestamp < ATTRIBUTION_MAX_AGE_MS &&
      now >= record.timestamp
    )
      return record;
  } catch {
    // Unreadable: dropped below.
  }
  storage.removeItem(ATTRIBUTION_KEY);
  return null;
}

export function writeAttribution(storage: RecordStorage, record: AttributionRecord): void {
  storage.setItem(ATTRIBUTION_KEY, JSON.stringify(record));
}

export function dropAttribution(storage: RecordStorage): void {
  storage.removeItem(ATTRIBUTION_KEY);
}

/** The gtmSaveAttribution variables of a record and a cart. */
export function attributionVariables(cartId: string, record: AttributionRecord) {
  return {
    cartId,
    referrer: record.referrer,
    utmSource: record.utmSource,
    utmMedium: record.utmMedium,
    utmCampaign: record.utmCampaign,
    utmTerm: record.utmTerm,
    utmContent: record.utmContent,
  };
}

export interface AttributionDeps {
  storage: RecordStorage;
  now: () => number;
  /** Spec §6: the record is kept only with analytics consent. */
  allowed: () => boolean;
  cartId: () => string | null;
  /** gtmSaveAttribution; rejects on failure. */
  save: (cartId: string, record: AttributionRecord) => Promise<unknown>;
}

/**
 * The record's life in the browser: `land` keeps the landing's record (with consent; a new landing
 * with attribution replaces an older record), `trySave` saves it to the bag once there is one and
 * drops it on success (spec §4) — one call at a time, so it is saved exactly once; a failed save
 * keeps it for the next try. Without consent nothing is kept and a kept record is dropped.
 */
export function attributionKeeper(deps: AttributionDeps, landing: AttributionRecord | null) {
  let landed = false;
  let saving = false;
  const keeper = {
    /** Stores this page load's landing record once consent allows it. */
    land() {
      if (!deps.allowed()) {
        dropAttribution(deps.storage);
        return;
      }
      if (landed) return;
      landed = true;
      if (landing) writeAttribution(deps.storage, landing);
    },
    trySave(): Promise<void> {
      keeper.land();
      if (saving || !deps.allowed()) return Promise.resolve();
      const record = readAttribution(deps.storage, deps.now());
      const cartId = deps.cartId();
      if (!record || !cartId) return Promise.resolve();
      saving = true;
      return deps.save(cartId, record).then(
        () => {
          saving = false;
          // Only the record that was saved is dropped (a newer landing's stays).
          if (readAttribution(deps.storage, deps.now())?.timestamp === record.timestamp)
            dropAttribution(deps.storage);
        },
        () => {
          saving = false;
        },
      );
    },
  };
  return keeper;
}
