export { ImageBlock, isLocalMediaUrl } from './ImageBlock';
export type { ImageBlockProps } from './ImageBlock';
