export { BulkBuy, bulkBuyStatuses, defaultBulkBuyLabels } from './BulkBuy';
export type { BulkBuyProps, BulkBuyStatus, BulkBuyProduct, BulkBuyLabels } from './BulkBuy';
export { bulkBuySelection } from './bulkBuySelection';
export type { BulkBuyLine, BulkBuySelection } from './bulkBuySelection';
