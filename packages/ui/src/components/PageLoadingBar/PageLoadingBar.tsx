import { usePageLoadingBar } from '../../hooks/usePageLoadingBar';
import { bar, track } from './PageLoadingBar.css';
import { pageLoadingStates, type PageLoadingState } from './pageLoadingMachine';

export { pageLoadingStates };
export type { PageLoadingState };

export interface PageLoadingBarProps {
  /** The app's page-loading flag. The bar shows `done` for 750 ms after it turns false. */
  loading?: boolean;
  /** Force a state instead (stories, server render). */
  state?: PageLoadingState;
  /** Accessible name while loading (spec loading text). */
  label?: string;
}

function Bar({ state, label }: { state: PageLoadingState; label: string }) {
  const a11y =
    state === 'loading'
      ? { role: 'progressbar', 'aria-label': label, 'aria-busy': true }
      : { 'aria-hidden': true };
  return (
    <div className={track} data-state={state} {...a11y}>
      <div className={bar} />
    </div>
  );
}

function Live({ loading, label }: { loading: boolean; label: string }) {
  return <Bar state={usePageLoadingBar(loading)} label={label} />;
}

/** Thin bar under the header while a route loads (indeterminate), full for a moment when done. */
export function PageLoadingBar({ loading = false, state, label = 'Fetching Data...' }: PageLoadingBarProps) {
  return state ? <Bar state={state} label={label} /> : <Live loading={loading} label={label} />;
}
