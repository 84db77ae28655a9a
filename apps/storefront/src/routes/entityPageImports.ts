import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from './deps';
import type { EntityKind, ResolvedEntity } from './entityPages';

/**
 * The entity pages' chunks, loaded through `entityPages.ts` (see there why this is a chunk of its
 * own). The server finds each page's source path (for preloads) in `routeModules.ts`.
 */
export const entityPageImports = {
  category: () => import('./category/page'),
  product: () => import('./product/page'),
} satisfies Record<
  EntityKind,
  () => Promise<{
    load: (args: LoaderFunctionArgs, deps: RouteDeps, entity: ResolvedEntity) => Promise<unknown>;
    Page: ComponentType<{ data: never }>;
  }>
>;
