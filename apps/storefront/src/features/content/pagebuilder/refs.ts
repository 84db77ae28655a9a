/**
 * Walking a parsed block tree: what `data/loadPageContent.ts` gathers into one batched query per
 * page, and what the renderer preloads.
 */
import type { Block, Link } from './types';

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

/** The link a banner, image or button carries. */
export function linkOfBlock(block: Block): Link | undefined {
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
