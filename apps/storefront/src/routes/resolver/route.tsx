import { redirect, useLoaderData } from 'react-router';
import { CmsPageView, toCmsPageData } from '../../containers/CmsPage/CmsPageView';
import { ResolveRouteDocument } from '../../gql/graphql';
import { notFound } from '../errors';
import { storePath, type Loader } from '../deps';

/**
 * Every URL that is not a listed route: ask the API what it is. Redirects answer 301/302, CMS
 * pages render here; entity types whose screens are not built yet (category, product) are not
 * found rather than half shown.
 */
export const loader = (async ({ request }, { apollo, basename }) => {
  const path = storePath(request, basename);
  const url = path.replace(/^\/+/, '');
  if (!url) throw notFound();
  const { data } = await apollo.query({
    query: ResolveRouteDocument,
    variables: { url },
  });
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
    return { kind: 'cms' as const, page: await toCmsPageData(route) };
  }
  throw notFound();
}) satisfies Loader<unknown>;

export function Component() {
  const data = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  return <CmsPageView page={data.page} />;
}
