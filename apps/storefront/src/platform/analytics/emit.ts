import type { EcommerceEvent } from './ecommerce';

/** The window event that tells the analytics hub (loaded after hydration) to read the queue. */
export const TRACK_SIGNAL = 'shop:track';

interface TrackQueueHost {
  shopTrackQueue?: EcommerceEvent[];
}

/**
 * Reports a shop event from anywhere, first-load code included, without loading the analytics
 * code: the event waits in a small queue on `window` until the hub (after hydration) takes it,
 * and the consent gate decides whether it goes anywhere (spec §6). Never throws (spec §8).
 */
export function emitShopEvent(event: EcommerceEvent): void {
  try {
    const host = window as TrackQueueHost;
    (host.shopTrackQueue ??= []).push(event);
    window.dispatchEvent(new Event(TRACK_SIGNAL));
  } catch {
    // Spec §8: tracking errors are swallowed.
  }
}

/** Takes every queued event (the hub drains it on start and on each signal). */
export function takeQueuedEvents(host: TrackQueueHost = window as TrackQueueHost): EcommerceEvent[] {
  const events = host.shopTrackQueue ?? [];
  host.shopTrackQueue = [];
  return events;
}
