export { PromoBar, promoBarTextTones } from './PromoBar';
export type { PromoBarProps, PromoBarTextTone } from './PromoBar';
