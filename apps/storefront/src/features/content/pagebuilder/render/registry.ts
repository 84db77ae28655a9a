/**
 * Block type → the module that renders it. Every module is its own lazy chunk — the blocks of
 * nearly every page share one (`blocks/core.tsx`), the home page's showcase blocks another, the
 * rarer ones have one each — so a page downloads only the
 * chunks its blocks need; the loaders of a page import the ones its content needs
 * (and the browser does it again before hydrating), so rendering never waits for a chunk.
 */
import type { ComponentType } from 'react';
import type { PageContent, ParsedContent } from '../data/pageContent';
import { walkBlocks } from '../refs';
import type { Block, BlockType } from '../types';

export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export interface BlockViewProps<T extends BlockType> {
  block: BlockOf<T>;
}
export type BlockView<T extends BlockType> = ComponentType<BlockViewProps<T>>;

/** What a view chunk exports: one view per block type it renders. */
export type ViewModule = Partial<{ [T in BlockType]: BlockView<T> }>;

/**
 * Which module renders which types. `module` is the source path Vite's manifest knows, so the
 * server can preload a page's block chunks with the HTML.
 */
const MODULES = {
  core: {
    module: 'src/features/content/pagebuilder/render/blocks/core.tsx',
    load: () => import('./blocks/core'),
    // Layout, content, media, the newsletter form and embedded CMS blocks.
    types: [
      'row',
      'column-group',
      'column-line',
      'column',
      'tab-item',
      'text',
      'html',
      'heading',
      'divider',
      'buttons',
      'button-item',
      'unknown',
      'image',
      'video',
      'banner',
      'newsletter',
      'block',
    ],
  },
  showcase: {
    module: 'src/features/content/pagebuilder/render/blocks/showcase.tsx',
    load: () => import('./blocks/showcase'),
    types: ['slider', 'category-picker', 'products', 'bestseller-slider', 'quiz-promo', 'blog-slider', 'faq'],
  },
  tabs: {
    module: 'src/features/content/pagebuilder/render/blocks/tabs.tsx',
    load: () => import('./blocks/tabs'),
    types: ['tabs'],
  },
  map: {
    module: 'src/features/content/pagebuilder/render/blocks/map.tsx',
    load: () => import('./blocks/map'),
    types: ['map'],
  },
  sets: {
    module: 'src/features/content/pagebuilder/render/blocks/sets.tsx',
    load: () => import('./blocks/sets'),
    types: ['bundle', 'bulk-buy'],
  },
  forms: {
    module: 'src/features/content/pagebuilder/render/blocks/forms.tsx',
    load: () => import('./blocks/forms'),
    types: ['contact-form', 'business-submission-form'],
  },
  quiz: {
    module: 'src/features/content/pagebuilder/render/blocks/quiz.tsx',
    load: () => import('./blocks/quiz'),
    types: ['product-quiz'],
  },
  promo: {
    module: 'src/features/content/pagebuilder/render/blocks/promo.tsx',
    load: () => import('./blocks/promo'),
    types: ['promo-bar', 'login-popup-button'],
  },
} satisfies Record<
  string,
  { module: string; load: () => Promise<{ views: ViewModule }>; types: readonly BlockType[] }
>;

type ModuleId = keyof typeof MODULES;

const moduleOfType = new Map<BlockType, ModuleId>();
for (const [id, entry] of Object.entries(MODULES) as [ModuleId, (typeof MODULES)[ModuleId]][]) {
  for (const type of entry.types) moduleOfType.set(type, id);
}

/** Every block type has a view (tested), so this only fails for a type added without one. */
export function moduleFor(type: BlockType): ModuleId {
  const id = moduleOfType.get(type);
  if (!id) throw new Error(`No view module for block type "${type}"`);
  return id;
}

export const ALL_MODULE_IDS = Object.keys(MODULES) as ModuleId[];

const loaded = new Map<ModuleId, ViewModule>();
const pending = new Map<ModuleId, Promise<ViewModule>>();

export function loadModule(id: ModuleId): Promise<ViewModule> {
  let promise = pending.get(id);
  if (!promise) {
    promise = MODULES[id].load().then(({ views }) => {
      loaded.set(id, views);
      return views;
    });
    pending.set(id, promise);
  }
  return promise;
}

/**
 * The view of a type if its chunk is loaded, else the promise of loading it; null for a type
 * without a view (the renderer then shows the block's children, like an unknown content type).
 */
export function viewFor<T extends BlockType>(type: T): BlockView<T> | Promise<ViewModule> | null {
  const id = moduleOfType.get(type);
  if (!id) return null;
  const module = loaded.get(id);
  if (!module) return loadModule(id);
  return (module[type] as BlockView<T> | undefined) ?? null;
}

/** Block types of some contents, including the CMS blocks they embed. */
export function typesOf(
  contents: readonly (PageContent | ParsedContent | null | undefined)[],
): Set<BlockType> {
  const types = new Set<BlockType>();
  const visit = (content: PageContent | ParsedContent) => {
    for (const block of walkBlocks(content.blocks)) types.add(block.type);
    if ('data' in content) {
      for (const embedded of Object.values(content.data.cmsBlocks)) if ('blocks' in embedded) visit(embedded);
    }
  };
  for (const content of contents) if (content) visit(content);
  return types;
}

function modulesOf(types: Iterable<BlockType>): Set<ModuleId> {
  const ids = new Set<ModuleId>();
  for (const type of types) ids.add(moduleFor(type));
  return ids;
}

/** Loads the views these contents need (loaders call it, and the browser before hydrating). */
export async function preloadViews(
  contents: readonly (PageContent | ParsedContent | null | undefined)[],
): Promise<void> {
  await Promise.all([...modulesOf(typesOf(contents))].map(loadModule));
}

/** Source paths of the view chunks these contents need, for the server's preload links. */
export function viewModulePaths(
  contents: readonly (PageContent | ParsedContent | null | undefined)[],
): string[] {
  return [...modulesOf(typesOf(contents))].map((id) => MODULES[id].module);
}
