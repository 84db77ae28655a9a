export {
  ProductCard,
  ProductCardSkeleton,
  productCardSizes,
  productCardVariants,
  addToCartStates,
  defaultProductCardLabels,
} from './ProductCard';
export type {
  ProductCardProps,
  ProductCardSkeletonProps,
  ProductCardSize,
  ProductCardVariant,
  ProductCardLabels,
  AddToCartState,
  StockStatus,
} from './ProductCard';
export { cartButtonState } from './cartButtonState';
export type { CartButtonState, CartButtonInput } from './cartButtonState';
