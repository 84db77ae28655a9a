import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '../../platform/routing/deps';
import type { EntityKind, ResolvedEntity } from './entityPages';

/**
 * The entity pages' chunks, loaded through `entityPages.ts` (see there why this is a chunk of its
 * own): each page's component, and its loader (a chunk of its own where hydrating does not need
 * it). The server finds each page's source path (for preloads) in `routeModules.ts`.
 */
export const entityPageImports = {
  category: {
    page: () => import('./routes/category/page'),
    load: () => import('./routes/category/page'),
  },
  product: {
    page: () => import('./routes/product/page'),
    load: () => import('./routes/product/load'),
  },
} satisfies Record<
  EntityKind,
  {
    page: () => Promise<{ Page: ComponentType<{ data: never }> }>;
    load: () => Promise<{
      load: (args: LoaderFunctionArgs, deps: RouteDeps, entity: ResolvedEntity) => Promise<unknown>;
    }>;
  }
>;
