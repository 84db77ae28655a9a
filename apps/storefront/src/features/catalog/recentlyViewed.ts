/**
 * Recently viewed products (spec §4, §9): newest SKU first, no duplicates, the first page shows 6.
 * The viewed-products record is cleared at 50 or more products or 24 hours after its session
 * started. Stored in the browser as comma-joined SKUs plus the session start.
 */
export const RECENTLY_VIEWED_PAGE_SIZE = 6;
export const RECENTLY_VIEWED_LIMIT = 50;
export const RECENTLY_VIEWED_TTL_MS = 24 * 60 * 60 * 1000;

export interface ViewedRecord {
  skus: string[];
  sessionStart: number;
}

export function recordView(record: ViewedRecord | null, sku: string, now: number): ViewedRecord {
  const fresh =
    !record ||
    now - record.sessionStart >= RECENTLY_VIEWED_TTL_MS ||
    record.skus.length >= RECENTLY_VIEWED_LIMIT;
  const base = fresh ? { skus: [], sessionStart: now } : record;
  return { ...base, skus: [sku, ...base.skus.filter((s) => s !== sku)] };
}

/** The SKUs to show, leaving out the product being viewed. */
export function viewedToShow(record: ViewedRecord | null, currentSku: string | null, page = 1): string[] {
  const skus = (record?.skus ?? []).filter((s) => s !== currentSku);
  return skus.slice(0, RECENTLY_VIEWED_PAGE_SIZE * page);
}

/** The "show more" button hides on page 2 or when there are 6 or fewer. */
export function showMoreVisible(total: number, page: number): boolean {
  return page < 2 && total > RECENTLY_VIEWED_PAGE_SIZE;
}

export function serializeViewed(record: ViewedRecord): string {
  return JSON.stringify({ skus: record.skus.join(','), sessionStart: record.sessionStart });
}

export function parseViewed(raw: string | null): ViewedRecord | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as { skus?: unknown; sessionStart?: unknown };
    if (typeof data.skus !== 'string' || typeof data.sessionStart !== 'number') return null;
    return { skus: data.skus ? data.skus.split(',') : [], sessionStart: data.sessionStart };
  } catch {
    return null;
  }
}
