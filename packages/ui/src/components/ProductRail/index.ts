export { ProductRail } from './ProductRail';
export type { ProductRailProps } from './ProductRail';
