export { Price, priceSizes, defaultPriceLabels } from './Price';
export type { PriceProps, PriceSize, PriceLabels } from './Price';
export { discountPercent, formatPrice, hasOldPrice, toBcp47 } from './priceMath';
