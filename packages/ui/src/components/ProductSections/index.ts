export { ProductSections } from './ProductSections';
export type { ProductSectionsProps, ProductSection } from './ProductSections';
