export { HtmlBlock } from './HtmlBlock';
export type { HtmlBlockProps } from './HtmlBlock';
