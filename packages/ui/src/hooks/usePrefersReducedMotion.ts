import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const read = () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;

/**
 * Whether the visitor asked for reduced motion. The server cannot know, so SSR and hydration
 * assume "no preference" (nothing moves before hydration anyway) and the client corrects it.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
