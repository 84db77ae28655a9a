import type { ApolloClient } from '@apollo/client';
import type { AnalyticsListener } from '../../platform/analytics';
import { RECORDING_SESSION_KEY } from './sessionRecording/rules';
import { startSessionRecording } from './sessionRecording/recorder';
import { viewedProductsSubscriber } from './viewedProducts/track';
import { VIEWED_PRODUCTS_KEY } from './viewedProducts/viewedProducts';
import { ViewedProductRouteDocument } from './viewedProducts/__generated__/ViewedProductRoute';

/** The page's path inside its store view (without the `/{code}` prefix), as `route(url)` takes it. */
const storePath = (pathname: string, storeView: string) =>
  pathname.startsWith(`/${storeView}/`) ? pathname.slice(storeView.length + 1) : pathname;

/**
 * Spec §7 "a behaviour analytics tool" / "session recording": LogRocket's script. Build-time
 * `VITE_LOGROCKET_SCRIPT_URL` (default LogRocket's CDN); the app id comes from the API
 * (`LOGROCKET_APP_ID` there, answered by trackLogRocketRecording), so without one nothing loads.
 */
export const RECORDER_SCRIPT_URL =
  (import.meta.env?.VITE_LOGROCKET_SCRIPT_URL as string | undefined) ||
  'https://cdn.lr-ingest.com/LogRocket.min.js';

/**
 * What runs with analytics consent only (spec §6), in this chunk, which only that consent loads:
 * session recording and the viewed-products record. Returns the listener for the shop's events
 * and the stop function.
 */
export function startAnalyticsTools(deps: { apollo: ApolloClient; storeView: string }): {
  listener: AnalyticsListener;
  stop: () => void;
} {
  const stopRecording = startSessionRecording({
    apollo: deps.apollo,
    scriptUrl: RECORDER_SCRIPT_URL,
    host: window,
    storage: window.localStorage,
    now: Date.now,
  });
  const listener = viewedProductsSubscriber({
    storage: window.localStorage,
    doc: document,
    href: () => location.href,
    storeView: deps.storeView,
    answers: () => deps.apollo.cache.extract(),
    lookUp: () =>
      deps.apollo
        .query({
          query: ViewedProductRouteDocument,
          variables: { url: storePath(location.pathname, deps.storeView) },
        })
        .then((r) => r.data),
    now: Date.now,
    newToken: () => crypto.randomUUID(),
  });
  return { listener, stop: stopRecording };
}

/** Analytics consent withdrawn: the browser forgets the viewed products and the recorded session. */
export function forgetAnalyticsTools(storage: Pick<Storage, 'removeItem'> = window.localStorage): void {
  try {
    storage.removeItem(VIEWED_PRODUCTS_KEY);
    storage.removeItem(RECORDING_SESSION_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
