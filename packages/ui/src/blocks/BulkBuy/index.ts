export { BulkBuy, bulkBuyStatuses, defaultBulkBuyLabels } from './BulkBuy';
export type { BulkBuyProps, BulkBuyStatus, BulkBuyProduct, BulkBuyLinkProps, BulkBuyLabels } from './BulkBuy';
export { bulkBuySelection } from './bulkBuySelection';
export type { BulkBuyLine, BulkBuySelection } from './bulkBuySelection';
