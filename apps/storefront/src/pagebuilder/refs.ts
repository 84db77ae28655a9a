/**
 * What a parsed page needs from the API, gathered across the whole tree so the app makes one
 * batched query per page instead of one per block.
 */
import type { Block, Link, LinkEntity, PageRefs, ProductRefs } from './types';

/** The blocks nested directly inside a block (slides, tabs, buttons and containers). */
export function childrenOf(block: Block): Block[] {
  switch (block.type) {
    case 'row':
    case 'column-group':
    case 'column-line':
    case 'column':
    case 'tab-item':
    case 'unknown':
      return block.children;
    case 'slider':
      return block.slides;
    case 'tabs':
    case 'buttons':
      return block.items;
    default:
      return [];
  }
}

function linkOfBlock(block: Block): Link | undefined {
  switch (block.type) {
    case 'banner':
    case 'image':
    case 'button-item':
      return block.link;
    default:
      return undefined;
  }
}

/** Every block of the tree, depth first, parents before children. */
export function* walkBlocks(blocks: readonly Block[]): Generator<Block> {
  for (const block of blocks) {
    yield block;
    yield* walkBlocks(childrenOf(block));
  }
}

/** All SKUs and product-list category ids referenced anywhere in the tree, without repeats. */
export function collectProductRefs(blocks: readonly Block[]): ProductRefs {
  const { skus, categoryIds } = collectPageRefs(blocks);
  return { skus, categoryIds };
}

export function collectPageRefs(blocks: readonly Block[]): PageRefs {
  const skus = new Set<string>();
  const categoryIds = new Set<string>();
  const pickerCategoryIds = new Set<string>();
  const blogPostIds = new Set<string>();
  const cmsBlockIds = new Set<string>();
  const links = new Map<string, LinkEntity>();
  const add = (set: Set<string>, values: readonly string[]) => values.forEach((v) => set.add(v));
  for (const block of walkBlocks(blocks)) {
    const entity = linkOfBlock(block)?.entity;
    if (entity) links.set(`${entity.kind}/${entity.id}`, entity);
    switch (block.type) {
      case 'products':
        if (block.condition.kind === 'skus') add(skus, block.condition.skus);
        if (block.condition.kind === 'category') add(categoryIds, block.condition.categoryIds);
        break;
      case 'bulk-buy':
        add(skus, block.skus);
        break;
      case 'bundle':
        if (block.sku) skus.add(block.sku);
        add(skus, block.skus);
        break;
      case 'bestseller-slider':
        if (block.categoryId) categoryIds.add(block.categoryId);
        break;
      case 'category-picker':
        add(pickerCategoryIds, block.categoryIds);
        break;
      case 'blog-slider':
        add(blogPostIds, block.postIds);
        break;
      case 'block':
        if (block.blockId) cmsBlockIds.add(block.blockId);
        break;
      default:
        break;
    }
  }
  return {
    skus: [...skus],
    categoryIds: [...categoryIds],
    pickerCategoryIds: [...pickerCategoryIds],
    blogPostIds: [...blogPostIds],
    cmsBlockIds: [...cmsBlockIds],
    links: [...links.values()],
  };
}
