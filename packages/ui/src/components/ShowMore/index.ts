export { ShowMore } from './ShowMore';
export type { ShowMoreProps } from './ShowMore';
