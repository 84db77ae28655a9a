export { TextBlock } from './TextBlock';
export type { TextBlockProps } from './TextBlock';
