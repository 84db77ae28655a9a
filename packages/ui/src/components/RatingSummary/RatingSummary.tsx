import type { ReactNode } from 'react';
import { Rating, type RatingSize } from '../Rating/Rating';
import { ratingFromSummary } from '../Rating/ratingMath';
import { count as countClass, summary as summaryClass } from './RatingSummary.css';

export interface RatingSummaryProps {
  /** Magento `rating_summary`: 0–100. */
  summary: number | null | undefined;
  /** Magento `review_count`. */
  reviewCount: number;
  /** e.g. "12 reviews". */
  reviewCountLabel?: (count: number) => string;
  /** e.g. "Rated 4.3 out of 5". */
  ratedLabel?: (value: number) => string;
  size?: RatingSize;
  /** Link slot, e.g. the app's router link to #reviews ("Write a review"). */
  children?: ReactNode;
}

/** Average stars out of 5 from a 0–100 summary, the numeric average, the review count and a link slot. */
export function RatingSummary({
  summary,
  reviewCount,
  reviewCountLabel = (n) => (n === 1 ? '1 review' : `${n} reviews`),
  ratedLabel,
  size = 'small',
  children,
}: RatingSummaryProps) {
  const average = ratingFromSummary(summary);
  return (
    <div className={summaryClass} data-state={reviewCount > 0 ? 'reviewed' : 'empty'}>
      <Rating
        readOnly
        value={average}
        showValue
        size={size}
        labels={ratedLabel ? { rated: ratedLabel } : undefined}
      />
      <span className={countClass}>{reviewCountLabel(reviewCount)}</span>
      {children}
    </div>
  );
}
