import { ProductPageDocument } from './__generated__/ProductPage';
import { ResolveRouteDocument } from '../../../../platform/routing/__generated__/ResolveRoute';
import type { ProductPageQueryVariables } from '../../../../gql/graphql';
import { getFragmentData } from '../../../../gql/fragment-masking';
import { ProductDetailsFragmentDoc } from '../../components/ProductDetails/__generated__/ProductDetails';
import { ProductReviewRatingsFragmentDoc } from '../../components/ProductReviews/__generated__/ProductReviewRatings';
import { sanitizeHtml } from '../../../content';
import { toReviewsData, REVIEWS_PAGE_SIZE } from '../../components/ProductReviews/reviewsData';
import { isNotFound, notFound } from '../../../../platform/routing/errors';
import type { EntityPageModule, ResolvedEntity } from '../../entityPages';
import type { RouteDeps } from '../../../../platform/routing/deps';
import { toProductData } from '../../product/productData';
import type { ProductPageData } from '../../product/productData';

/** Spec §2: /catalog/product/view/id/:id — the API resolves the system path like Magento does. */
async function urlKeyForId(
  id: number,
  deps: RouteDeps,
): Promise<Pick<ResolvedEntity, 'urlKey' | 'sku'> | null> {
  const { data } = await deps.apollo.query({
    query: ResolveRouteDocument,
    variables: { url: `catalog/product/view/id/${id}` },
  });
  const route = data?.route;
  if (!route || !('sku' in route)) return null;
  return { urlKey: route.url_key ?? null, sku: route.sku ?? null };
}

export const load: EntityPageModule<ProductPageData>['load'] = async ({ request }, deps, entity) => {
  let { urlKey = null, sku = null } = entity;
  if (!urlKey && !sku && entity.id)
    ({ urlKey = null, sku = null } = (await urlKeyForId(entity.id, deps)) ?? {});
  const filter: ProductPageQueryVariables['filter'] | null = urlKey
    ? { url_key: { eq: urlKey } }
    : sku
      ? { sku: { eq: sku } }
      : null;
  if (!filter) throw notFound();
  let result;
  try {
    result = await deps.apollo.query({
      query: ProductPageDocument,
      variables: { filter, reviewPageSize: REVIEWS_PAGE_SIZE, reviewPage: 1 },
    });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
  const item = result.data?.products?.items?.[0];
  if (!item) throw notFound();
  const details = getFragmentData(ProductDetailsFragmentDoc, item);
  const [description, howToUse, shipping, sustainability] = await Promise.all(
    [details.description?.html, details.how_to_use, details.shipping_info, details.sustainability].map(
      (html) => (html ? sanitizeHtml(html) : Promise.resolve('')),
    ),
  );
  const product = toProductData(details, {
    description: description!,
    howToUse: howToUse!,
    shipping: shipping!,
    sustainability: sustainability!,
  });
  const ratingsMeta = result.data?.productReviewRatingsMetadata
    ? getFragmentData(ProductReviewRatingsFragmentDoc, result.data.productReviewRatingsMetadata)
    : null;
  const related =
    (item.pdp_related_products?.length ? item.pdp_related_products : item.related_products) ?? [];
  const canonicalPath = details.canonical_full_url || product.path;
  return {
    product,
    reviews: toReviewsData(item),
    ratings: (ratingsMeta?.items ?? []).flatMap((r) =>
      r
        ? [
            {
              id: r.id,
              values: r.values.flatMap((v) => (v ? [{ value: v.value, value_id: v.value_id }] : [])),
            },
          ]
        : [],
    ),
    volumeProducts: (item.volume_products ?? []).flatMap((v) =>
      v?.sku ? [{ sku: v.sku, volume: v.volume ?? null, card: v }] : [],
    ),
    related: related.filter((r): r is NonNullable<typeof r> => Boolean(r)),
    canonical: canonicalPath ? new URL(canonicalPath, request.url).href : null,
  };
};
