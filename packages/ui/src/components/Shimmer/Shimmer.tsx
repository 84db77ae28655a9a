import { inlineVars } from '../../private/inlineVars';
import { heightVar, shimmer, shimmerShapes, widthVar } from './Shimmer.css';

export { shimmerShapes };
export type ShimmerShape = (typeof shimmerShapes)[number];

export interface ShimmerProps {
  shape?: ShimmerShape;
  /** CSS length, e.g. "60%" or "12rem"; defaults per shape. */
  width?: string;
  /** CSS length; defaults per shape (block fills its parent). */
  height?: string;
}

/** Skeleton placeholder while content loads. Decorative: hidden from assistive technology. */
export function Shimmer({ shape = 'block', width, height }: ShimmerProps) {
  return (
    <span
      aria-hidden="true"
      data-shape={shape}
      className={shimmer({ shape })}
      style={inlineVars({ [widthVar]: width, [heightVar]: height })}
    />
  );
}
