import { useEffect, useSyncExternalStore } from 'react';

/**
 * The same page in other store views (store code → path in that store, without its prefix), as the
 * page's hreflang data says. The store switcher lands there instead of on the other store's home
 * page (issue 19); pages without alternates leave it empty.
 */
export type StoreAlternates = Readonly<Record<string, string>>;

const EMPTY: StoreAlternates = {};
let current: StoreAlternates = EMPTY;
const listeners = new Set<() => void>();

function publish(next: StoreAlternates) {
  current = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current page's alternates (empty during server rendering: links then go to the home page). */
export function useStoreAlternates(): StoreAlternates {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => EMPTY,
  );
}

/** Publishes a page's alternates while it is shown. Pass a stable (memoised) object. */
export function usePublishStoreAlternates(alternates: StoreAlternates | null): void {
  useEffect(() => {
    if (!alternates) return;
    publish(alternates);
    return () => {
      if (current === alternates) publish(EMPTY);
    };
  }, [alternates]);
}

/**
 * Alternates from hreflang entries whose URLs carry the store prefix (`/de/hautpflege.html`):
 * `{ de: '/hautpflege.html' }`. Entries of unknown stores are left out.
 */
export function alternatesFromHreflangs(
  hreflangs: readonly { url: string }[],
  storeCodes: readonly string[],
): StoreAlternates {
  const out: Record<string, string> = {};
  for (const { url } of hreflangs) {
    const match = /^\/([a-z0-9_]+)(\/.*)$/.exec(url);
    if (match && storeCodes.includes(match[1]!)) out[match[1]!] = match[2]!;
  }
  return out;
}
