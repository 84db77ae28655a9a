import { useLoaderData } from 'react-router';
import { CmsPageView, toCmsPageData } from '../../components/CmsPage/CmsPageView';
import { CmsPageDocument } from './__generated__/CmsPage';
import { isNotFound, notFound } from '../../../../platform/routing/errors';
import type { Loader } from '../../../../platform/routing/deps';

/** Listed CMS routes (spec §2: /about); the identifier comes from the route's handle. */
export const loader = (async ({ request }, { apollo, basename }) => {
  const identifier = new URL(request.url).pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    const { data } = await apollo.query({ query: CmsPageDocument, variables: { identifier } });
    if (!data?.cmsPage) throw notFound();
    return { page: await toCmsPageData(data.cmsPage, { apollo, basename }) };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}) satisfies Loader<unknown>;

export function Component() {
  const { page } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  return <CmsPageView page={page} />;
}
