export { PaymentMethodList, canPlaceOrder, defaultPaymentMethodListLabels } from './PaymentMethodList';
export type {
  PaymentMethodListProps,
  PaymentMethodOption,
  PaymentMethodListLabels,
} from './PaymentMethodList';
