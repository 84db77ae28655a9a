import { createAnalytics, type Analytics, type AnalyticsEvent } from '../../../platform/analytics';

/** Spec §3 "Blacklist data: skus, urls" (the answer of getBlacklistData). */
export interface BlacklistData {
  skus: readonly string[];
  urls: readonly string[];
}

/**
 * Which of spec §5's rules an event falls under: "single-sku events blocked if sku listed; sku-array
 * events if any sku listed; page views if path contains a listed URL; cart events if any item sku
 * listed". Single-SKU: a product's detail and a click on a product (view_item, select_item);
 * SKU arrays: impressions and purchases (view_item_list, purchase); cart events: add to and remove
 * from the bag and the checkout of the bag (add_to_cart, remove_from_cart, begin_checkout). Search,
 * login and register name no product and no page: no rule.
 */
export type BlacklistRule = 'single-sku' | 'sku-array' | 'page-view' | 'cart';

export function blacklistRule(event: AnalyticsEvent): BlacklistRule | null {
  switch (event.event) {
    case 'page_view':
      return 'page-view';
    case 'view_item':
    case 'select_item':
      return 'single-sku';
    case 'view_item_list':
    case 'purchase':
      return 'sku-array';
    case 'add_to_cart':
    case 'remove_from_cart':
    case 'begin_checkout':
      return 'cart';
    default:
      // An event with products that a later change adds is held to the SKU-array rule.
      return 'ecommerce' in event ? 'sku-array' : null;
  }
}

/** The SKUs an event names (its items' `item_id`). */
export function eventSkus(event: AnalyticsEvent): string[] {
  if (!('ecommerce' in event)) return [];
  return event.ecommerce.items.map((item) => item.item_id);
}

/** True when spec §5's rule for the event blocks it under `data`. */
export function isBlacklisted(event: AnalyticsEvent, data: BlacklistData): boolean {
  const rule = blacklistRule(event);
  if (rule === null) return false;
  if (rule === 'page-view') {
    if (event.event !== 'page_view') return false;
    return data.urls.some((url) => url !== '' && event.page_path.includes(url));
  }
  const listed = new Set(data.skus);
  const skus = eventSkus(event);
  if (rule === 'single-sku') return skus.length > 0 && listed.has(skus[0]!);
  // sku-array and cart events: any listed SKU blocks the whole event.
  return skus.some((sku) => listed.has(sku));
}

/** What the blacklisted hub needs: the list's loader and the shopper's consent (any tracking). */
export interface BlacklistDeps {
  load: () => Promise<BlacklistData>;
  /** True when the shopper allowed analytics or advertising: only then is the list loaded. */
  consented: () => boolean;
  onConsentChange: (listener: () => void) => () => void;
}

/**
 * The shop's events with spec §5's blacklist applied, for every tracking subscriber (data layer,
 * pixels, affiliate, e-mail tool). The list is loaded once the shopper has consented to some
 * tracking — never before — and events wait for it; a failed load lets every event through (spec
 * §5). Before consent nothing goes on but the page's latest view, held and released with the list
 * (the data layer and the pixels send it after consent, spec §7).
 */
export function blacklistedAnalytics(
  source: Analytics,
  deps: BlacklistDeps,
): { analytics: Analytics; stop: () => void } {
  const out = createAnalytics();
  let state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  let data: BlacklistData = { skus: [], urls: [] };
  let pending: AnalyticsEvent[] = [];
  let heldView: AnalyticsEvent | null = null;
  let stopped = false;

  const forward = (event: AnalyticsEvent) => {
    if (state === 'failed' || !isBlacklisted(event, data)) out.track(event);
  };
  const start = () => {
    if (state !== 'idle' || !deps.consented()) return;
    state = 'loading';
    if (heldView) pending.unshift(heldView);
    heldView = null;
    const settle = (next: 'ready' | 'failed') => {
      if (stopped) return;
      state = next;
      const events = pending;
      pending = [];
      events.forEach(forward);
    };
    let loading: Promise<BlacklistData>;
    try {
      loading = deps.load();
    } catch (error) {
      loading = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    loading.then(
      (loaded) => {
        data = { skus: [...loaded.skus], urls: [...loaded.urls] };
        settle('ready');
      },
      () => settle('failed'),
    );
  };

  const stopSource = source.subscribe((event) => {
    if (state === 'ready' || state === 'failed') forward(event);
    else if (state === 'loading') pending.push(event);
    else if (deps.consented()) {
      pending.push(event);
      start();
    } else if (event.event === 'page_view') heldView = event;
  });
  const stopConsent = deps.onConsentChange(start);
  start();
  return {
    analytics: out,
    stop() {
      stopped = true;
      stopSource();
      stopConsent();
    },
  };
}
