import { showToast } from '../../platform/toasts';
import { isOffline } from '../offline';
import { cartErrorMessage, isOnlyStockError } from './errors';
import { miniCartStore } from './miniCartStore';
import { addToCart, type AddToCartInput, type CartChangeOutcome, type CartSession } from './operations';

/** Spec §8: the "was added" toast stays 5 s. */
export const ADDED_TOAST_MS = 5000;

/** Translated texts of the cart toasts. */
export interface CartFeedbackTexts {
  /** "{name} was added to your shopping bag". */
  added: (name: string) => string;
  /** "This Product is currently out of stock. Please try again later." */
  outOfStock: string;
  /** "Only {max_qty} left in stock". */
  limited: (maxQty: number) => string;
  /** Issue 17: adding needs a connection (said instead of sending while offline). */
  offline: string;
}

export interface AddToCartRequest extends AddToCartInput {
  /** Product name for the toast; the sku stands in when empty (spec §8). */
  name?: string | null;
  /** Samples keep the success flag 5 s instead of 1.5 s. */
  isSample?: boolean;
}

const errorText = (error: unknown) =>
  isOnlyStockError(error) ? '' : error instanceof Error ? error.message : String(error ?? '');

/**
 * Spec §7: a cart error shows an error toast with the server message and no timeout (the shopper
 * closes it). Failed-operation messages are joined with a comma; dropped stock errors say nothing.
 */
export function showCartError(error: unknown): void {
  const message = typeof error === 'string' ? error : cartErrorMessage(error) || errorText(error);
  if (!message) return;
  showToast({ id: `cart-error:${message}`, type: 'error', message, timeout: null, dismissable: true });
}

/** Toasts for a failed cart change: server message, or the spec §8 stock texts. */
export function showOutcomeError(outcome: CartChangeOutcome, texts: CartFeedbackTexts): void {
  if (outcome.status === 'error') showCartError(outcome.message);
  else if (outcome.status === 'outOfStock') showCartError(texts.outOfStock);
  else if (outcome.status === 'limited') showCartError(texts.limited(outcome.maxQty));
}

/** Adds to cart; on success the "was added" toast (5 s) and the mini cart opens, else error toasts. */
export async function addToCartWithFeedback(
  session: CartSession,
  { name, isSample: _isSample, ...input }: AddToCartRequest,
  texts: CartFeedbackTexts,
): Promise<CartChangeOutcome> {
  // Issue 17: nothing is sent while offline; the bag stays as it is and the shopper is told.
  if (isOffline()) {
    showToast({
      id: 'cart-offline',
      type: 'warning',
      message: texts.offline,
      timeout: null,
      dismissable: true,
    });
    return { status: 'error', message: texts.offline };
  }
  const outcome = await addToCart(session, input);
  if (outcome.status === 'done') {
    showToast({
      id: `cart-added:${input.sku}`,
      type: 'success',
      message: texts.added(name?.trim() || input.sku),
      timeout: ADDED_TOAST_MS,
      dismissable: true,
    });
    miniCartStore.setOpen(true);
  } else showOutcomeError(outcome, texts);
  return outcome;
}

/** Spec §4 toast length for the note that samples and gifts left with the last product. */
export function showFreeLinesRemoved(message: string): void {
  showToast({
    id: 'cart-free-lines-removed',
    type: 'info',
    message,
    timeout: ADDED_TOAST_MS,
    dismissable: true,
  });
}
