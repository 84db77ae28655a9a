/**
 * Route handle hooks for pages with Page Builder content: the server preloads the view chunks
 * the content uses (and their CSS), the browser loads them before hydrating, so the server's
 * HTML is hydrated as it is instead of waiting for a chunk.
 */
import type { PageContent } from '../data/pageContent';
import { loadPageBuilder } from './LazyPageBuilder';
import { preloadViews, viewModulePaths } from './registry';

/** This module's chunk: the browser imports it before hydrating pages with content. */
export const PAGE_BUILDER_HANDLE_MODULE = 'src/features/content/pagebuilder/render/handle.ts';

/** The renderer's chunk (Vite manifest key). */
export const RENDERER_MODULE = 'src/features/content/pagebuilder/render/PageBuilder.tsx';

function isPageContent(value: unknown): value is PageContent {
  const v = value as Partial<PageContent> | null;
  return Boolean(
    v && Array.isArray(v.blocks) && Array.isArray(v.warnings) && v.data && typeof v.data === 'object',
  );
}

/** Page Builder contents anywhere in a route's loader data (a CMS page, a category's blocks …). */
export function findPageContents(value: unknown, depth = 0, found: PageContent[] = []): PageContent[] {
  if (depth > 6 || value === null || typeof value !== 'object') return found;
  if (isPageContent(value)) {
    found.push(value);
    return found;
  }
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    findPageContents(child, depth + 1, found);
  }
  return found;
}

export const pageBuilderHandle = {
  /** Source paths of the renderer and the view chunks the loader data's contents use (the server preloads them). */
  modulesFor(loaderData: unknown): string[] {
    const contents = findPageContents(loaderData);
    return contents.length > 0 ? [RENDERER_MODULE, ...viewModulePaths(contents)] : [];
  },
  /**
   * Starts loading the renderer and the views `loaderData` (by route id) uses, without holding
   * hydration for them: every piece of content and every block is a Suspense boundary, so the
   * server's HTML stays as it is and hydrates when its chunk arrives (the server preloads them).
   */
  preload(loaderData: Record<string, unknown>): void {
    const contents = findPageContents(loaderData);
    if (contents.length === 0) return;
    Promise.all([loadPageBuilder(), preloadViews(contents)]).catch(() => undefined);
  },
};
