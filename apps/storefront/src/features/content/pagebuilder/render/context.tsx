import { createContext, useContext, type ReactNode } from 'react';
import { emptyPageData, type PageData } from '../data/pageContent';
import type { Block } from '../types';

/**
 * `live`: what shoppers see — content problems stay quiet (logged once).
 * `preview`: the CMS author preview and dev mode — problems are shown in the page.
 */
export type RenderMode = 'live' | 'preview';

export interface PageBuilderContextValue {
  data: PageData;
  mode: RenderMode;
  /** The block that is the page's LCP candidate (first banner or image), rendered eagerly. */
  priorityBlock: Block | null;
  /** Heading level for block titles (2 on pages with their own h1, 3 inside other sections). */
  headingLevel: 2 | 3;
  /** `compact`: small text for dense places such as the footer. */
  textSize?: 'compact';
  /** `blog`: product cards without labels, wishlist, cart button, swatches, price or name (spec §2). */
  productCards?: 'blog';
  /**
   * Renders nested blocks (rows, columns, tabs, embedded CMS blocks). Passed in by `PageBuilder`
   * so that block views, which are chunks the renderer loads, never import the renderer back.
   */
  renderBlocks: (blocks: readonly Block[]) => ReactNode;
}

export const PageBuilderContext = createContext<PageBuilderContextValue>({
  data: emptyPageData(),
  mode: 'live',
  priorityBlock: null,
  headingLevel: 2,
  renderBlocks: () => null,
});

export function usePageBuilder(): PageBuilderContextValue {
  return useContext(PageBuilderContext);
}

/** Whether this block gets `priority` (eager loading, fetchpriority high). */
export function useIsPriority(block: Block): boolean {
  return useContext(PageBuilderContext).priorityBlock === block;
}

/** A block's children, rendered by the page's renderer (each in its own error and Suspense boundary). */
export function ChildBlocks({ blocks }: { blocks: readonly Block[] }) {
  return useContext(PageBuilderContext).renderBlocks(blocks);
}
