export { PromoBarBlock } from './PromoBarBlock';
export type { PromoBarBlockProps } from './PromoBarBlock';
export { readableTone } from './readableTone';
