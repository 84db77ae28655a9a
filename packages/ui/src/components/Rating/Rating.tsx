import { useId, useState } from 'react';
import { inlineVars } from '../../private/inlineVars';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { useControllableState } from '../../hooks/useControllableState';
import {
  fillVar,
  hint as hintClass,
  legend,
  option,
  radio,
  root,
  star,
  starEmpty,
  starFull,
  stars,
  value as valueClass,
} from './Rating.css';
import { ratingHints, ratingMax, starFill } from './ratingMath';
import { ratingSizes } from './Rating.css';

export { ratingSizes };
export type RatingSize = (typeof ratingSizes)[number];

export interface RatingLabels {
  /** Name of the input group. */
  legend: string;
  /** Spec §3 hints for 1…5 stars. */
  hints: readonly string[];
  /** Name of one star option, e.g. "4 stars". */
  stars: (count: number) => string;
  /** Name of the read-only display, e.g. "Rated 4.3 out of 5". */
  rated: (value: number) => string;
}

export const defaultRatingLabels: RatingLabels = {
  legend: 'Your rating',
  hints: ratingHints,
  stars: (n) => (n === 1 ? '1 star' : `${n} stars`),
  rated: (v) => `Rated ${v} out of 5`,
};

export interface RatingProps {
  /** 1–5 (input) or any value 0–5 (read-only, partial stars). */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number) => void;
  /** Display only: stars with partial fill, no interaction. */
  readOnly?: boolean;
  /** Show the numeric value next to read-only stars. */
  showValue?: boolean;
  size?: RatingSize;
  /** Form field name of the radios. */
  name?: string;
  /** Hide the visible legend (keep it for screen readers). */
  hideLegend?: boolean;
  labels?: Partial<RatingLabels>;
}

function Star({ fill }: { fill: number }) {
  const d = 'M12 3.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z';
  return (
    <span className={star} aria-hidden="true" data-fill={fill}>
      <svg viewBox="0 0 24 24" className={starEmpty} focusable="false">
        <path d={d} strokeLinejoin="round" />
      </svg>
      {fill > 0 ? (
        <svg
          viewBox="0 0 24 24"
          className={starFull}
          focusable="false"
          style={inlineVars({ [fillVar]: `${fill}%` })}
        >
          <path d={d} strokeLinejoin="round" />
        </svg>
      ) : null}
    </span>
  );
}

/**
 * Star rating. As input: five native radios (arrow keys for free) with the spec's hints shown on
 * hover and focus. Read-only: partial stars for an average, named "Rated 4.3 out of 5".
 */
export function Rating({
  value,
  defaultValue = null,
  onValueChange,
  readOnly = false,
  showValue = false,
  size = 'medium',
  name,
  hideLegend = false,
  labels,
}: RatingProps) {
  const text = { ...defaultRatingLabels, ...labels };
  const [current, setCurrent] = useControllableState<number | null>(value, defaultValue, (v) => {
    if (v !== null) onValueChange?.(v);
  });
  const [preview, setPreview] = useState<number | null>(null);
  const autoName = useId();
  const shown = current ?? 0;

  if (readOnly) {
    const rounded = Math.round(shown * 10) / 10;
    return (
      <span className={root({ size })} role="img" aria-label={text.rated(rounded)} data-state="read-only">
        <span className={stars}>
          {Array.from({ length: ratingMax }, (_, i) => (
            <Star key={i} fill={starFill(shown, i)} />
          ))}
        </span>
        {showValue ? (
          <span className={valueClass} aria-hidden="true">
            {rounded.toFixed(1)}
          </span>
        ) : null}
      </span>
    );
  }

  const active = preview ?? current;
  return (
    <fieldset className={root({ size })} data-state={current ? 'rated' : 'empty'}>
      <legend className={hideLegend ? visuallyHidden : legend}>{text.legend}</legend>
      <span className={stars} onMouseLeave={() => setPreview(null)}>
        {Array.from({ length: ratingMax }, (_, i) => {
          const n = i + 1;
          return (
            <label key={n} className={option} onMouseEnter={() => setPreview(n)}>
              <input
                className={radio}
                type="radio"
                name={name ?? autoName}
                value={n}
                checked={current === n}
                onChange={() => setCurrent(n)}
                onFocus={() => setPreview(n)}
                onBlur={() => setPreview(null)}
              />
              <span className={visuallyHidden}>
                {text.stars(n)}, {text.hints[i]}
              </span>
              <Star fill={active !== null && n <= active ? 100 : 0} />
            </label>
          );
        })}
      </span>
      <span className={hintClass} aria-hidden="true" data-part="hint">
        {active ? text.hints[active - 1] : ''}
      </span>
    </fieldset>
  );
}
