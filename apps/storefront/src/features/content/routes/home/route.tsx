import { useLoaderData } from 'react-router';
import { CmsPageView, toCmsPageData } from '../../components/CmsPage/CmsPageView';
import { CmsPageDocument } from '../cms/__generated__/CmsPage';
import { StoreConfigDocument } from '../../../../platform/store/__generated__/StoreConfig';
import type { Loader } from '../../../../platform/routing/deps';

/** The home page is the CMS page the store config names (Magento's `cms_home_page`). */
export const loader = (async (_args, { apollo, basename }) => {
  const { data: config } = await apollo.query({ query: StoreConfigDocument });
  const identifier = config?.storeConfig?.cms_home_page || 'home';
  const { data } = await apollo.query({ query: CmsPageDocument, variables: { identifier } });
  if (!data?.cmsPage) throw new Response('Not Found', { status: 404 });
  return { page: await toCmsPageData(data.cmsPage, { apollo, basename }) };
}) satisfies Loader<unknown>;

export function Component() {
  const { page } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  return <CmsPageView page={page} isHome />;
}
