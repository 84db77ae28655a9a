export { CartSummary, defaultCartSummaryLabels } from './CartSummary';
export type {
  CartSummaryProps,
  CartSummaryLine,
  CartSummaryShipping,
  CartSummaryLabels,
} from './CartSummary';
