export { CartLayout } from './CartLayout';
export type { CartLayoutProps } from './CartLayout';
