/**
 * Analytics plumbing: features and the shell report what happened (`track`); subscribers (the
 * data layer now, consent-gated pixels later) decide where it goes. Knows no feature and no
 * vendor. Spec §8: tracking errors are swallowed — a failing subscriber never breaks the shop or
 * the other subscribers.
 */

import type { EcommerceEvent } from './ecommerce';

/** Spec §2: one per push navigation, and one for the landing page. */
export interface PageViewEvent {
  event: 'page_view';
  /** Path inside the shop, with the store prefix (`/de/skin-care.html`). */
  page_path: string;
  /** The full address, query string included. */
  page_location: string;
  page_title: string;
  /** `landing` for the first page of a visit, `push` for a page reached by a link. */
  navigation: 'landing' | 'push';
  /** Spec §2: "landing query parameters are tracked once" — only on the landing page view. */
  landing_params?: Record<string, string>;
}

export type AnalyticsEvent = PageViewEvent | EcommerceEvent;
export type AnalyticsListener = (event: AnalyticsEvent) => void;

export interface Analytics {
  track(event: AnalyticsEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: AnalyticsListener): () => void;
}

export function createAnalytics(): Analytics {
  const listeners = new Set<AnalyticsListener>();
  return {
    track(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch {
          // Spec §8: tracking errors are swallowed.
        }
      }
    },
    subscribe(listener) {
      // A wrapper per subscription, so the same function subscribed twice is two subscriptions.
      const entry: AnalyticsListener = (event) => listener(event);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
}
