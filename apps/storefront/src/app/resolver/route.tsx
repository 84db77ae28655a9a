import { useLoaderData } from 'react-router';
import { CmsPageView, type CmsPageData } from '../../features/content/components/CmsPage/CmsPageView';
import type { Loader } from '../../platform/routing/deps';
import {
  entityPageHandle,
  entityPageShouldRevalidate,
  loadedEntityPage,
  type EntityKind,
} from '../../features/catalog/entityPages';

export type ResolverData = { kind: 'cms'; page: CmsPageData } | { kind: EntityKind; data: unknown };

/**
 * Every URL that is not a listed route: ask the API what it is (see `resolve.ts`). The browser
 * runs the loader only on navigation (the first page hydrates with the server's data), so its
 * code and query document load then, or after hydration with the other routes' imports.
 */
export const loader = ((args, deps) =>
  import('./resolve').then((m) => m.resolve(args, deps))) satisfies Loader<ResolverData>;

export const handle = entityPageHandle;

export const shouldRevalidate = entityPageShouldRevalidate;

export function Component() {
  const data = useLoaderData() as ResolverData;
  if (data.kind === 'cms') return <CmsPageView page={data.page} />;
  const { Page } = loadedEntityPage(data.kind);
  return <Page data={data.data} />;
}
