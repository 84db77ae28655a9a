// Shapes shared by the page-builder blocks (their public types; the helpers stay private).
export { blockTextAligns, blockVerticalAligns } from '../private/blockStyle';
export type { BlockStyle, BlockSpacing, BlockTextAlign, BlockVerticalAlign } from '../private/blockStyle';
export { blockBackgroundSizes } from '../private/BlockBackground';
export type {
  BlockBackground,
  BlockBackgroundSize,
  BlockBackgroundVideo,
  BlockParallax,
} from '../private/BlockBackground';
export type { BlockLink, BlockLinkProps } from '../private/blockLink';
