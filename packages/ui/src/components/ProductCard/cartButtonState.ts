export const addToCartStates = ['idle', 'loading', 'added'] as const;
export type AddToCartState = (typeof addToCartStates)[number];
export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export interface CartButtonInput {
  state?: AddToCartState;
  stockStatus?: StockStatus;
  isComingSoon?: boolean;
  /** Any other reason the app knows (unsupported type, option missing …), already translated. */
  disabledReason?: string;
}

export type CartButtonState =
  | { state: 'idle' | 'loading' | 'added' }
  | { state: 'disabled'; reason: 'comingSoon' | 'outOfStock' | 'custom'; text?: string };

/**
 * What the add-to-cart button shows. Coming Soon wins over Out of Stock (a product not yet
 * launched has no stock either); an app reason wins over both; a running call shows loading.
 */
export function cartButtonState({
  state = 'idle',
  stockStatus,
  isComingSoon,
  disabledReason,
}: CartButtonInput): CartButtonState {
  if (disabledReason) return { state: 'disabled', reason: 'custom', text: disabledReason };
  if (isComingSoon) return { state: 'disabled', reason: 'comingSoon' };
  if (stockStatus === 'OUT_OF_STOCK') return { state: 'disabled', reason: 'outOfStock' };
  return { state };
}
