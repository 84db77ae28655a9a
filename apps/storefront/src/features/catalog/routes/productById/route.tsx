import { useLoaderData } from 'react-router';
import { notFound } from '../../../../platform/routing/errors';
import type { Loader } from '../../../../platform/routing/deps';
import {
  entityPageHandle,
  entityPageShouldRevalidate,
  loadEntityPage,
  loadedEntityPage,
  type EntityPageData,
} from '../../entityPages';

/** Spec §2: /catalog/product/view/id/:productId shows the product page by entity id. */
export const loader = (async (args, deps) => {
  const id = Number(args.params.productId);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  const page = await loadEntityPage('product');
  return {
    kind: 'product',
    data: await page.load(args, deps, { relativeUrl: null, id }),
  } satisfies EntityPageData;
}) satisfies Loader<EntityPageData>;

export const handle = entityPageHandle;

export const shouldRevalidate = entityPageShouldRevalidate;

export function Component() {
  const data = useLoaderData() as EntityPageData;
  const { Page } = loadedEntityPage(data.kind);
  return <Page data={data.data} />;
}
