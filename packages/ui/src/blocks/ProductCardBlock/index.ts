export {
  ProductCardBlock,
  productCardBlockImagePositions,
  defaultProductCardBlockLabels,
} from './ProductCardBlock';
export type {
  ProductCardBlockProps,
  ProductCardBlockImagePosition,
  ProductCardBlockLinkProps,
  ProductCardBlockLabels,
} from './ProductCardBlock';
