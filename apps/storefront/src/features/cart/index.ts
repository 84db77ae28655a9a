/**
 * The cart data layer (spec §3 Cart, §4, §7, §8), shared by add to cart, the mini cart, /cart and
 * checkout. Everything goes through the store's stored cart id and the invalid-cart recovery.
 */

/** The current store's cart id (null without a cart; on the server and while hydrating, the id it is given). */
export { useCartId } from './hooks';
/** `{ apollo, storeCode }` for the plain cart functions below. */
export { useCartSession, useCartSessionLoader } from './hooks';
/** Runs any cart call `(cartId) => Promise<T>` with invalid-cart recovery (spec §4); throws on failure. */
export { useCartOperation } from './hooks';
/** Error toast with the server message, no timeout, dismissable (spec §7); stock-only errors say nothing. */
export { showCartError, showOutcomeError } from './feedback';
/**
 * `{ state: idle|loading|added, add(request) }`: the add button's state with the 1.5 s / 5 s success
 * flag; loads the cart code on first click. Import it from './addToCartButton' in first-load code.
 */
export { useAddToCartButton, useCartFeedbackTexts } from './addToCartButton';
/** `{ updateQuantity(item, qty), removeItem(uid), pending }` with spec §8 toasts. */
export { useCartItemActions } from './hooks';
/** Spec §7 GetItemCount: `{ count, watch }`, the cart's total quantity when a cart exists (render `watch`). */
export { useCartItemCount } from './hooks';
/** Spec §7 MiniCartQuery: `{ cartId, cart, items, loading, error, refetch }` (stock-error nulls removed). */
export { useMiniCartQuery } from './hooks';
/** `{ open, setOpen }` of the mini cart drawer; `openMiniCart()` opens it from anywhere. */
export { useMiniCart, openMiniCart } from './hooks';
/** Spec §9 timings: success flag 1500 ms (5000 ms samples), added toast 5000 ms. */
export { ADDED_FLAG_MS, SAMPLE_ADDED_FLAG_MS } from './addToCartButton';
export { ADDED_TOAST_MS, addToCartWithFeedback } from './feedback';
/** The add-to-cart feedback module (toasts, mini cart), loaded on the first click so cards stay light. */
export const loadCartFeedback = () => import('./feedback');
export type { AddToCartRequest, CartFeedbackTexts } from './feedback';

/** Plain (non-React) cart calls taking a `CartSession`, for loaders and other code outside components. */
export {
  addToCart,
  adoptCustomerCart,
  availableQty,
  createCart,
  ensureCartId,
  refetchCart,
  removeCartItem,
  runCartOperation,
  updateCartItemQuantity,
} from './operations';
export type { AddToCartInput, CartChangeOutcome, CartSession } from './operations';

/** Spec §8 error rules: message joining, dropped stock errors, null items removed. */
export {
  cartErrorMessage,
  cartFailureMessage,
  isDroppedStockMessage,
  isOnlyStockError,
  presentItems,
  userErrorsMessage,
} from './errors';

/** Stored cart id (per store code) read/write with change notification. */
export { clearStoredCartId, getStoredCartId, setStoredCartId, subscribeCartId } from './cartIdStore';
/** Cart id rules (32 characters, "Cart ID length should be 32 symbols") and recovery primitives. */
export { CART_ID_LENGTH, CART_ID_LENGTH_MESSAGE, cartIdError, isValidCartId } from './cartId';
export { isInvalidCartError, isNetworkError, runWithCartRecovery, UNABLE_TO_CREATE_CART } from './recovery';

/** Cart line rules shared by the mini cart and /cart: stock (spec §4), blocked checkout (§5), options, texts. */
export {
  cartLineImage,
  cartLineOptions,
  cartItemData,
  cartLineQuantityFixed,
  cartLineStock,
  cartLineStockMessage,
  isCheckoutBlocked,
} from './cartItemProps';
export type { CartLineStock, CartLineTexts } from './cartItemProps';
/** Spec §3 `savedPromoCode`: a promo page keeps its code here; the cart page applies it (spec §7). */
export { savePromoCode } from './components/CartPage/savedPromoCode';
