import type { ProductPageData } from '../../product/productData';
import { ProductPage } from './ProductPage';

/**
 * The product page. Its loader is in `load.ts`: the browser needs it (with the page query
 * document) only to navigate to a product, never to hydrate one the server rendered.
 */
export function Page({ data }: { data: ProductPageData }) {
  return <ProductPage data={data} />;
}
