export {
  ShippingMethodList,
  shippingMethodListStatuses,
  defaultShippingMethodListLabels,
} from './ShippingMethodList';
export type {
  ShippingMethodListProps,
  ShippingMethodListStatus,
  ShippingMethodOption,
  ShippingMethodListLabels,
} from './ShippingMethodList';
