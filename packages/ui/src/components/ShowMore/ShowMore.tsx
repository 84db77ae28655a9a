import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as css from './ShowMore.css';

export interface ShowMoreProps {
  /** How many items are shown. */
  shown: number;
  /** How many there are. The button hides once all are shown. */
  total: number;
  onShowMore: () => void;
  /** The next page is loading: the button keeps its place and shows a spinner. */
  loading?: boolean;
  /** Button text. */
  label?: ReactNode;
  /** Progress text, e.g. "12 of 48" (English default). */
  progressText?: (shown: number, total: number) => ReactNode;
  /** Name of the progress bar for assistive technology. */
  progressLabel?: string;
}

/**
 * "Show more" under a product list: progress as text and bar, then the button that loads the
 * next page. The progress text is a polite live region, so the new count is announced.
 */
export function ShowMore({
  shown,
  total,
  onShowMore,
  loading = false,
  label = 'Show more',
  progressText = (n, of) => `${n} of ${of}`,
  progressLabel = 'Products shown',
}: ShowMoreProps) {
  const count = Math.min(Math.max(0, shown), Math.max(0, total));
  const done = count >= total;
  return (
    <div className={css.root} data-state={loading ? 'loading' : done ? 'complete' : 'idle'}>
      <p className={css.progressText} aria-live="polite">
        {progressText(count, total)}
      </p>
      <progress className={css.bar} max={Math.max(total, 1)} value={count} aria-label={progressLabel} />
      {done ? null : (
        <Button variant="secondary" loading={loading} onClick={onShowMore}>
          {label}
        </Button>
      )}
    </div>
  );
}
