export { OrderSummary, defaultOrderSummaryLabels } from './OrderSummary';
export type {
  OrderSummaryProps,
  OrderSummaryItem,
  OrderSummaryLabels,
  OrderSummaryTotals,
} from './OrderSummary';
