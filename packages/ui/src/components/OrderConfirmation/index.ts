export { OrderConfirmation, defaultOrderConfirmationLabels } from './OrderConfirmation';
export type { OrderConfirmationProps, OrderConfirmationLabels } from './OrderConfirmation';
