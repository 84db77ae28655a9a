import { childrenOf } from '../refs';
import type { Block } from '../types';

/**
 * The page's first banner or image (a slider's first slide counts): the LCP element, which must
 * load eagerly with a high fetch priority. Hidden blocks (and what they hold) and blocks without
 * an image are skipped.
 */
export function findPriorityBlock(blocks: readonly Block[]): Block | null {
  for (const block of blocks) {
    if (block.style.hidden) continue;
    if (block.type === 'image' && (block.images.desktop || block.images.mobile)) return block;
    if (block.type === 'banner' && (block.background.images.desktop || block.background.images.mobile)) {
      return block;
    }
    const inside = findPriorityBlock(childrenOf(block));
    if (inside) return inside;
  }
  return null;
}
