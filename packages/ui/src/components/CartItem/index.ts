export { CartItem, cartItemSizes, cartItemStockTones, defaultCartItemLabels } from './CartItem';
export type {
  CartItemProps,
  CartItemOption,
  CartItemLabels,
  CartItemLinkProps,
  CartItemSize,
  CartItemStockTone,
} from './CartItem';
