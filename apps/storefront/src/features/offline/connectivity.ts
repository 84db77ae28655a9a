/**
 * Spec §8/§9 connectivity notices: "You are offline. Some features may be unavailable." when the
 * network goes, "You are online." when it comes back — but only after having been offline
 * (app state `hasBeenOffline`), 3 s each.
 */
export interface ConnectivityState {
  online: boolean;
  hasBeenOffline: boolean;
}

export type ConnectivityNotice = 'offline' | 'online' | null;

/** The next state, and the notice to show, when the browser reports being online or not. */
export function connectivityChange(
  state: ConnectivityState,
  online: boolean,
): { state: ConnectivityState; notice: ConnectivityNotice } {
  if (online === state.online) return { state, notice: null };
  if (!online) return { state: { online: false, hasBeenOffline: true }, notice: 'offline' };
  return { state: { ...state, online: true }, notice: state.hasBeenOffline ? 'online' : null };
}

/** Watches the browser's online and offline events; returns a function that stops watching. */
export function watchConnectivity(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  initiallyOnline: boolean,
  onNotice: (notice: Exclude<ConnectivityNotice, null>) => void,
): () => void {
  // A page opened while offline (from the worker's cache) says so at once.
  let state: ConnectivityState = { online: true, hasBeenOffline: false };
  const update = (online: boolean) => {
    const next = connectivityChange(state, online);
    state = next.state;
    if (next.notice) onNotice(next.notice);
  };
  update(initiallyOnline);
  const onOnline = () => update(true);
  const onOffline = () => update(false);
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  return () => {
    target.removeEventListener('online', onOnline);
    target.removeEventListener('offline', onOffline);
  };
}
