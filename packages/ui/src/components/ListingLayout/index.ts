export { ListingLayout } from './ListingLayout';
export type { ListingLayoutProps } from './ListingLayout';
