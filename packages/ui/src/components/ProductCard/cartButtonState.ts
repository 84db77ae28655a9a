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

/** Texts the card's status parts need (a subset of the card's labels). */
export interface CardStatusTexts {
  addToCart: string;
  added: string;
  outOfStock: string;
  comingSoon: string;
}

/**
 * What a product card (listing tile or the page-builder feature card) shows for its status: the
 * button state and text, and its labels with Coming Soon / Out of Stock first (spec §3 ids -2/-1).
 */
export function cardStatus<L extends { id: number | string }>(
  input: CartButtonInput & { labels: readonly L[] },
  texts: CardStatusTexts,
  special: { comingSoon: L; outOfStock: L },
): { cart: CartButtonState; cartText: string | undefined; labels: L[] } {
  const cart = cartButtonState(input);
  const first = input.isComingSoon
    ? { ...special.comingSoon, text: texts.comingSoon }
    : input.stockStatus === 'OUT_OF_STOCK'
      ? { ...special.outOfStock, text: texts.outOfStock }
      : null;
  const labels = first ? [first, ...input.labels.filter((l) => l.id !== first.id)] : [...input.labels];
  const cartText =
    cart.state === 'disabled'
      ? cart.reason === 'comingSoon'
        ? texts.comingSoon
        : cart.reason === 'outOfStock'
          ? texts.outOfStock
          : cart.text
      : cart.state === 'added'
        ? texts.added
        : texts.addToCart;
  return { cart, cartText, labels };
}
