export { CartItem, cartItemSizes, cartItemStockTones, defaultCartItemLabels } from './CartItem';
export type {
  CartItemProps,
  CartItemOption,
  CartItemLabels,
  CartItemSize,
  CartItemStockTone,
} from './CartItem';
