import { useEffect, useReducer } from 'react';
import {
  pageLoadingDoneDuration,
  pageLoadingTransition,
  type PageLoadingState,
} from '../components/PageLoadingBar/pageLoadingMachine';

/**
 * Turns the app's `isPageLoading` flag into the bar's state: loading while true, then `done` for
 * 750 ms, then off. The timer is cleared on unmount or when loading starts again.
 */
export function usePageLoadingBar(
  loading: boolean,
  doneDuration = pageLoadingDoneDuration,
): PageLoadingState {
  const [state, send] = useReducer(pageLoadingTransition, loading ? 'loading' : 'off');
  useEffect(() => {
    send(loading ? 'start' : 'finish');
  }, [loading]);
  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => send('timeout'), doneDuration);
    return () => clearTimeout(timer);
  }, [state, doneDuration]);
  return state;
}
