export { ReviewList } from './ReviewList';
export type { ReviewListProps, ReviewItem } from './ReviewList';
