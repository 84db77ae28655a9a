import { createContext, useContext } from 'react';

/**
 * Set by a carousel around each slide: `false` while the slide is neither shown nor about to be,
 * so media inside it (a Banner's picture) is left out and the browser fetches nothing for it.
 * Outside a carousel media always loads.
 */
export const SlideMediaContext = createContext(true);

export function useSlideMediaWanted(): boolean {
  return useContext(SlideMediaContext);
}
