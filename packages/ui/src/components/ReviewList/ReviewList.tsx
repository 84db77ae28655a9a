import { Rating } from '../Rating';
import * as css from './ReviewList.css';

export interface ReviewItem {
  /** Stable key. */
  id: string;
  nickname: string;
  /** The review's title. */
  summary?: string;
  text: string;
  /** 0–5 stars (the app converts Magento's 0–100 average). */
  rating: number;
  /** Already formatted for the store view, e.g. "13 December 2025". */
  date?: string;
}

export interface ReviewListProps {
  reviews: readonly ReviewItem[];
  /** Shown when there are no reviews yet. */
  emptyText: string;
  /** A page of reviews is loading: the list is dimmed and marked busy. */
  loading?: boolean;
  /** Accessible name of the list, e.g. "Reviews". */
  label?: string;
  /** Name of the stars, e.g. "Rated 4 out of 5". */
  ratedLabel?: (value: number) => string;
}

/** Customer reviews: stars, title, text, nickname and date. Paging is the app's (Pagination). */
export function ReviewList({ reviews, emptyText, loading = false, label, ratedLabel }: ReviewListProps) {
  if (reviews.length === 0 && !loading) return <p className={css.empty}>{emptyText}</p>;
  return (
    <ul
      className={css.list}
      aria-label={label}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'idle'}
    >
      {reviews.map((r) => (
        <li key={r.id} className={css.item}>
          <Rating
            readOnly
            value={r.rating}
            size="small"
            labels={ratedLabel ? { rated: ratedLabel } : undefined}
          />
          {r.summary ? <p className={css.summary}>{r.summary}</p> : null}
          <p className={css.text}>{r.text}</p>
          <p className={css.meta}>
            <span className={css.nickname}>{r.nickname}</span>
            {r.date ? <span aria-hidden="true"> · </span> : null}
            {r.date ? <span>{r.date}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
