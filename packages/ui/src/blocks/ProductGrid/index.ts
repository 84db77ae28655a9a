export {
  ProductGrid,
  productGridAppearances,
  productGridColumns,
  defaultProductGridLabels,
} from './ProductGrid';
export type {
  ProductGridProps,
  ProductGridAppearance,
  ProductGridColumns,
  ProductGridLabels,
} from './ProductGrid';
