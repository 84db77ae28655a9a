export { PromoBar } from './PromoBar';
export type { PromoBarProps } from './PromoBar';
