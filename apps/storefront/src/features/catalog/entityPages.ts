import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import type { RouteDeps, RouteHandle } from '../../platform/routing/deps';
import { onlySelectionChanged } from './selectionUrl';
import type * as EntityPageImports from './entityPageImports';

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

/**
 * Entity kinds; their page imports live in `entityPageImports.ts`, a chunk of its own that
 * carries the preload lists of both pages: CMS pages and the 404 page (also rendered by the
 * resolver) never need it, so it stays out of their first download.
 */
const ENTITY_KINDS = ['category', 'product'] as const;

export type EntityKind = (typeof ENTITY_KINDS)[number];

const loaded = new Map<EntityKind, EntityPageModule['Page']>();

/** Starts loading the page imports (e.g. while the resolver asks the API what a URL is). */
export function preloadEntityPageImports(): Promise<typeof EntityPageImports> {
  return import('./entityPageImports');
}

/** The page component of an entity kind (all that hydrating a server-rendered page needs). */
async function loadPageComponent(kind: EntityKind): Promise<EntityPageModule['Page']> {
  const existing = loaded.get(kind);
  if (existing) return existing;
  const { entityPageImports } = await preloadEntityPageImports();
  const { Page } = await entityPageImports[kind].page();
  loaded.set(kind, Page as EntityPageModule['Page']);
  return Page as EntityPageModule['Page'];
}

/** The page and its loader, loaded in parallel (route loaders: server, client navigation). */
export async function loadEntityPage(kind: EntityKind): Promise<EntityPageModule> {
  const { entityPageImports } = await preloadEntityPageImports();
  const [Page, { load }] = await Promise.all([loadPageComponent(kind), entityPageImports[kind].load()]);
  return { Page, load: load as EntityPageModule['load'] };
}

/** The page component a loader already imported (always true once its loader has run). */
export function loadedEntityPage(kind: EntityKind): Pick<EntityPageModule, 'Page'> {
  const Page = loaded.get(kind);
  if (!Page) throw new Error(`The ${kind} page was rendered before its module was loaded`);
  return { Page };
}

export function isEntityKind(value: unknown): value is EntityKind {
  return (ENTITY_KINDS as readonly unknown[]).includes(value);
}

/** Loader data shape of routes that render an entity page. */
export interface EntityPageData {
  kind: EntityKind;
  data: unknown;
}

/** Route `handle` hook of entity pages used by the browser (before hydrating). */
export const entityPageHandle = {
  async beforeHydrate(loaderData: unknown): Promise<void> {
    const kind = (loaderData as Partial<EntityPageData> | undefined)?.kind;
    if (isEntityKind(kind)) await loadPageComponent(kind);
  },
} satisfies RouteHandle;

/**
 * Route `shouldRevalidate` of routes that render an entity page. Choosing a product option only
 * rewrites `opt` in the URL and the page reads the selection from there: the loader's data (the
 * product with all its variants) is still right, so the page is not fetched again — the browser's
 * Apollo cache does not hold the loader's answers (see `platform/data/hydrationSnapshot.ts`).
 */
export const entityPageShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && onlySelectionChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate);
