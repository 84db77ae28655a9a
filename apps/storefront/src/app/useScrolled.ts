import { useSyncExternalStore } from 'react';

/** Spec §4: the header is "scrolled" once the page scrolls over 50 px. */
export const HEADER_SCROLLED_THRESHOLD = 50;

export function useScrolled(threshold = HEADER_SCROLLED_THRESHOLD): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('scroll', notify, { passive: true });
      return () => window.removeEventListener('scroll', notify);
    },
    () => window.scrollY > threshold,
    () => false,
  );
}
