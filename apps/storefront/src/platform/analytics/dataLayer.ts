import type { AnalyticsEvent, AnalyticsListener } from './analytics';

/** What the tag manager reads: `window.dataLayer`, an array of plain event objects. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

/**
 * A subscriber that pushes each event onto the page's data layer (spec §7: "A data layer gets
 * … events"), creating the array if the tag manager has not yet. Each push is a copy, so later
 * changes to an event object do not reach what was pushed.
 */
export function dataLayerSubscriber(host: DataLayerHost): AnalyticsListener {
  return (event) => {
    host.dataLayer ??= [];
    // GA4: clear the previous ecommerce object so its fields do not leak into this event.
    if ('ecommerce' in event) host.dataLayer.push({ ecommerce: null });
    host.dataLayer.push(structuredClone(event));
  };
}

/** What the gate needs of the consent store. */
export interface AnalyticsConsentSource {
  get(): { analytics: boolean } | null;
  subscribe(listener: (consent: { analytics: boolean } | null) => void): () => void;
}

/** Spec §7: "page view sent 100 ms after analytics consent". */
export const PAGE_VIEW_AFTER_CONSENT_MS = 100;

/**
 * The data layer behind analytics consent (spec §6). Before consent nothing is pushed: events are
 * dropped, except the page's current view, which is held and pushed 100 ms after the shopper
 * allows analytics (spec §7). Consent already stored when the page starts pushes at once.
 * Withdrawing consent stops further pushes. Returns the listener and a stop function.
 */
export function consentGatedDataLayer(
  host: DataLayerHost,
  consent: AnalyticsConsentSource,
  delayMs = PAGE_VIEW_AFTER_CONSENT_MS,
): { listener: AnalyticsListener; stop: () => void } {
  const push = dataLayerSubscriber(host);
  let open = consent.get()?.analytics === true;
  let heldView: AnalyticsEvent | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = consent.subscribe((next) => {
    const allowed = next?.analytics === true;
    if (allowed && !open && timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        open = true;
        if (heldView) push(heldView);
        heldView = null;
      }, delayMs);
    } else if (!allowed) {
      clearTimeout(timer);
      timer = undefined;
      open = false;
    }
  });
  return {
    listener(event) {
      if (open) push(event);
      else if (event.event === 'page_view') heldView = event;
    },
    stop() {
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
