export { Footer } from './Footer';
export type { FooterSlotProps } from './Footer';
