export {
  ProductCardBlock,
  productCardBlockImagePositions,
  defaultProductCardBlockLabels,
} from './ProductCardBlock';
export type {
  ProductCardBlockProps,
  ProductCardBlockImagePosition,
  ProductCardBlockLabels,
} from './ProductCardBlock';
