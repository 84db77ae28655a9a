import type { FragmentType } from '../../gql/fragment-masking';
import type { ProductCardViewFragmentDoc } from '../../gql/graphql';
import type { ReviewsData } from '../../containers/ProductReviews/reviewsData';
import type { ProductData } from './productData';
import { ProductPage } from './ProductPage';

type CardFragment = FragmentType<typeof ProductCardViewFragmentDoc>;

export interface ProductPageData {
  product: ProductData;
  reviews: ReviewsData;
  ratings: { id: string; values: { value: string; value_id: string }[] }[];
  volumeProducts: { sku: string; volume: string | null; card: CardFragment }[];
  related: CardFragment[];
  /** Absolute canonical URL of the page. */
  canonical: string | null;
}

/**
 * The product page. Its loader is in `load.ts`: the browser needs it (with the page query
 * document) only to navigate to a product, never to hydrate one the server rendered.
 */
export function Page({ data }: { data: ProductPageData }) {
  return <ProductPage data={data} />;
}
