export { HeadingBlock } from './HeadingBlock';
export type { HeadingBlockProps } from './HeadingBlock';
