import { useSyncExternalStore } from 'react';
import { breakpoints } from '../css/breakpoints';

/** Spec §2: the gallery has 2 columns at 640 px or less. */
const query = `(max-width: ${breakpoints.small}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** 'small' at ≤ 640 px, else 'large'. The server renders 'large'. */
export function useGalleryScreen(): 'large' | 'small' {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(query).matches ? 'small' : 'large'),
    () => 'large',
  );
}
