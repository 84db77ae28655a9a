/** Page-loading indicator states (spec §9: "Loading done 750 ms"). */
export const pageLoadingStates = ['off', 'loading', 'done'] as const;
export type PageLoadingState = (typeof pageLoadingStates)[number];
export type PageLoadingEvent = 'start' | 'finish' | 'timeout';

/** How long the full bar stays after loading finishes. */
export const pageLoadingDoneDuration = 750;

/**
 * off → start → loading → finish → done → (750 ms) timeout → off.
 * Starting again while done goes straight back to loading; other events are ignored.
 */
export function pageLoadingTransition(state: PageLoadingState, event: PageLoadingEvent): PageLoadingState {
  switch (event) {
    case 'start':
      return 'loading';
    case 'finish':
      return state === 'loading' ? 'done' : state;
    case 'timeout':
      return state === 'done' ? 'off' : state;
  }
}
