import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from './deps';

/** What the URL resolver (or a listed route such as /catalog/product/view/id/:id) found. */
export interface ResolvedEntity {
  /** Store-relative URL the entity lives at (no leading slash), e.g. `skincare/serums.html`. */
  relativeUrl: string | null;
  uid?: string | null;
  id?: number | null;
  urlKey?: string | null;
  sku?: string | null;
}

/**
 * A page for one entity type. Each is its own lazy chunk: the resolver imports it only once it
 * knows the type, and the browser imports the same chunk before hydrating that page.
 */
export interface EntityPageModule<D = unknown> {
  load(args: LoaderFunctionArgs, deps: RouteDeps, entity: ResolvedEntity): Promise<D>;
  Page: ComponentType<{ data: D }>;
}

export const entityPages = {
  category: { module: 'src/routes/category/page.tsx', load: () => import('./category/page') },
  product: { module: 'src/routes/product/page.tsx', load: () => import('./product/page') },
} satisfies Record<
  string,
  {
    module: string;
    load: () => Promise<{
      load: (args: LoaderFunctionArgs, deps: RouteDeps, entity: ResolvedEntity) => Promise<unknown>;
      Page: ComponentType<{ data: never }>;
    }>;
  }
>;

export type EntityKind = keyof typeof entityPages;

const loaded = new Map<EntityKind, EntityPageModule>();

export async function loadEntityPage(kind: EntityKind): Promise<EntityPageModule> {
  const existing = loaded.get(kind);
  if (existing) return existing;
  const page = (await entityPages[kind].load()) as unknown as EntityPageModule;
  loaded.set(kind, page);
  return page;
}

/** The page module a loader already imported (always true once its loader has run). */
export function loadedEntityPage(kind: EntityKind): EntityPageModule {
  const page = loaded.get(kind);
  if (!page) throw new Error(`The ${kind} page was rendered before its module was loaded`);
  return page;
}

export function isEntityKind(value: unknown): value is EntityKind {
  return typeof value === 'string' && value in entityPages;
}

/** Loader data shape of routes that render an entity page. */
export interface EntityPageData {
  kind: EntityKind;
  data: unknown;
}

/** Route `handle` hooks used by the server (preloads) and the browser (before hydrating). */
export const entityPageHandle = {
  modulesFor(loaderData: unknown): string[] {
    const kind = (loaderData as Partial<EntityPageData> | undefined)?.kind;
    return isEntityKind(kind) ? [entityPages[kind].module] : [];
  },
  async beforeHydrate(loaderData: unknown): Promise<void> {
    const kind = (loaderData as Partial<EntityPageData> | undefined)?.kind;
    if (isEntityKind(kind)) await loadEntityPage(kind);
  },
};

export type RouteHandle = Partial<typeof entityPageHandle>;
