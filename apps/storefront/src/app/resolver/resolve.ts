import { redirect } from 'react-router';
import { toCmsPageData } from '../../features/content/components/CmsPage/CmsPageView';
import { ResolveRouteDocument } from '../../platform/routing/__generated__/ResolveRoute';
import { notFound } from '../../platform/routing/errors';
import { storePath, type Loader } from '../../platform/routing/deps';
import {
  loadEntityPage,
  preloadEntityPageImports,
  type EntityKind,
} from '../../features/catalog/entityPages';
import type { ResolverData } from './route';

const PRODUCT_TYPES = new Set(['SimpleProduct', 'ConfigurableProduct', 'GiftCardProduct', 'VirtualProduct']);

/**
 * The resolver route's loader: ask the API what the URL is. Redirects answer 301/302; CMS pages
 * render in the resolver route; categories and products load their own page chunk.
 */
export const resolve = (async (args, deps) => {
  const { request } = args;
  const url = storePath(request, deps.basename).replace(/^\/+/, '');
  if (!url) throw notFound();
  // Most URLs are categories and products: their page imports load while the API answers.
  preloadEntityPageImports().catch(() => undefined);
  const { data } = await deps.apollo.query({ query: ResolveRouteDocument, variables: { url } });
  const route = data?.route;
  if (!route) throw notFound();
  if (route.redirect_code === 301 || route.redirect_code === 302) {
    const target = route.relative_url ?? '';
    throw redirect(
      /^https?:\/\//.test(target) ? target : `/${target.replace(/^\/+/, '')}`,
      route.redirect_code,
    );
  }
  if (route.__typename === 'CmsPage') {
    return {
      kind: 'cms',
      page: await toCmsPageData(route, { apollo: deps.apollo, basename: deps.basename }),
    } satisfies ResolverData;
  }
  const kind: EntityKind | null =
    route.__typename === 'CategoryTree' ? 'category' : PRODUCT_TYPES.has(route.__typename) ? 'product' : null;
  if (!kind) throw notFound();
  const entity = {
    relativeUrl: route.relative_url ?? null,
    ...('uid' in route ? { uid: route.uid, id: route.id ?? null, urlKey: route.url_key ?? null } : {}),
    ...('sku' in route ? { sku: route.sku ?? null } : {}),
  };
  const page = await loadEntityPage(kind);
  return { kind, data: await page.load(args, deps, entity) } satisfies ResolverData;
}) satisfies Loader<ResolverData>;
