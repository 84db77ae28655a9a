export { Price, priceSizes, defaultPriceLabels } from './Price';
export type { PriceProps, PriceSize, PriceLabels } from './Price';
export { formatPrice, toBcp47 } from './priceMath';
