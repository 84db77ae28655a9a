import { useCallback, useEffect, type MouseEvent } from 'react';

// The scrolling rules load after hydration (they act 1 s and 1.5 s after a click or an arrival at
// the earliest), which keeps them out of the product page's first download.
const loadHashScroll = () => import('./hashScroll');

/** The product page's hash behaviour (spec §2) as a hook; returns the in-page link handler. */
export function useHashScroll(): (event: MouseEvent<HTMLAnchorElement>, id: string) => void {
  useEffect(() => {
    let cancel = () => {};
    let unmounted = false;
    void loadHashScroll().then((m) => {
      if (!unmounted) cancel = m.scheduleAnchorScroll(window.location.hash, { window, document });
    });
    return () => {
      unmounted = true;
      cancel();
    };
  }, []);
  return useCallback((event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void loadHashScroll().then((m) => m.followHashLink(id, { window, document }));
  }, []);
}
