export { Shimmer, shimmerShapes } from './Shimmer';
export type { ShimmerProps, ShimmerShape } from './Shimmer';
