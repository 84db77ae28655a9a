export { RatingSummary } from './RatingSummary';
export type { RatingSummaryProps } from './RatingSummary';
