export { ProductPageLayout } from './ProductPageLayout';
export type { ProductPageLayoutProps } from './ProductPageLayout';
