import type { CartSummaryLine, GiftStage, SampleOption } from '@shop/ui';
import type { CartPageViewFragment, MiniCartItemFragment } from '../../../../gql/graphql';
import { cartLineStock } from '../../cartItemProps';

/**
 * Pure rules of the cart page: API cart → what the kit components show. Kept apart from React so
 * that the money and stock decisions have unit tests.
 */

type Prices = NonNullable<CartPageViewFragment['prices']>;
type ApiDiscount = NonNullable<NonNullable<Prices['discounts']>[number]>;

export interface CartDeductions {
  /** Cart rule discounts (coupon or automatic) with their labels. */
  discounts: CartSummaryLine[];
  /** Gift cards by code with the amount used on this cart. */
  giftCards: CartSummaryLine[];
  rewardPoints: { points: number; amount: number } | null;
}

/**
 * Magento lists gift cards and reward points in `prices.discounts` too (its docs: "cart rule
 * discounts, store credit and gift cards"), while Adobe Commerce also gives them their own fields.
 * The summary shows each once: gift cards and points from their fields, the remaining discounts as
 * cart rules. A discount entry is taken as a card's or the points' when it has no coupon and names
 * the card (or matches its amount).
 */
export function cartDeductions(
  cart: Pick<CartPageViewFragment, 'prices' | 'applied_gift_cards' | 'applied_reward_points'>,
): CartDeductions {
  const remaining: ApiDiscount[] = (cart.prices?.discounts ?? []).filter((d): d is ApiDiscount => d != null);
  const take = (match: (d: ApiDiscount) => boolean) => {
    const index = remaining.findIndex((d) => !d.coupon && match(d));
    if (index >= 0) remaining.splice(index, 1);
  };

  const giftCards: CartSummaryLine[] = [];
  for (const card of cart.applied_gift_cards ?? []) {
    const code = card?.code;
    const amount = card?.applied_balance?.value ?? 0;
    if (!code) continue;
    take((d) => d.label.includes(code));
    if (amount > 0) giftCards.push({ label: code, amount });
  }
  for (const card of giftCards)
    take((d) => /gift\s*card/i.test(d.label) && near(d.amount.value ?? 0, card.amount));

  const points = cart.applied_reward_points;
  const rewardPoints =
    points && points.points > 0 ? { points: points.points, amount: points.money.value ?? 0 } : null;
  if (rewardPoints)
    take((d) => /reward|point/i.test(d.label) || near(d.amount.value ?? 0, rewardPoints.amount));

  return {
    discounts: remaining.flatMap((d) =>
      (d.amount.value ?? 0) > 0 ? [{ label: d.label, amount: d.amount.value ?? 0 }] : [],
    ),
    giftCards,
    rewardPoints,
  };
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

const stageIds = {
  FREE_SHIPPING: 'freeShipping',
  SMALL_GIFT: 'smallGift',
  LARGE_GIFT: 'largeGift',
  EXTRA_GIFT: 'extraGift',
} as const satisfies Record<string, GiftStage['id']>;

/**
 * Gift progress stages (spec §1: free shipping, small gift, large gift, extra gift) with the
 * server's amounts. When the server sends no free-shipping stage but a free-shipping qualifier, its
 * threshold becomes the free-shipping stage so the threshold is still shown.
 */
export function giftStages(cart: Pick<CartPageViewFragment, 'gift_progress' | 'prices'>): GiftStage[] {
  const stages: GiftStage[] = (cart.gift_progress?.stages ?? []).flatMap((s) =>
    s && s.code in stageIds ? [{ id: stageIds[s.code], amount: s.threshold.value ?? 0 }] : [],
  );
  const qualifier = cart.prices?.free_shipping_qualifier;
  if (!stages.some((s) => s.id === 'freeShipping') && qualifier && (qualifier.threshold.value ?? 0) > 0) {
    stages.push({ id: 'freeShipping', amount: qualifier.threshold.value ?? 0 });
  }
  return stages;
}

/** Free-gift labels the server gives its stages ("Free mini cleanser"), by stage. */
export function giftStageLabels(
  cart: Pick<CartPageViewFragment, 'gift_progress'>,
): Partial<Record<GiftStage['id'], string>> {
  const labels: Partial<Record<GiftStage['id'], string>> = {};
  for (const s of cart.gift_progress?.stages ?? [])
    if (s && s.code in stageIds) labels[stageIds[s.code]] = s.label;
  return labels;
}

export type ItemStockState =
  | { status: 'ok' }
  | { status: 'outOfStock' }
  /** More in the cart than available: `available` when known (availableProductQty). */
  | { status: 'overQuantity'; available: number | null };

/**
 * Spec §4/§5 stock of a cart line: the shared cart line rule (`cartLineStock`), plus the salable
 * quantity the page fetched (availableProductQty) when known — none left means out of stock, less
 * than the line's quantity means over the available quantity. Checkout is blocked by either.
 */
export function itemStockState(item: MiniCartItemFragment, availableQty?: number | null): ItemStockState {
  const stock = cartLineStock(item);
  if (stock.outOfStock || availableQty === 0) return { status: 'outOfStock' };
  const known = availableQty ?? null;
  if (stock.overAvailable || (known !== null && item.quantity > known)) {
    return { status: 'overQuantity', available: known };
  }
  return { status: 'ok' };
}

/** Samples the shopper can pick, and the SKUs of those in the cart (they count towards the limit). */
export function sampleChoices(
  cart: Pick<CartPageViewFragment, 'available_samples'>,
  items: readonly MiniCartItemFragment[],
): { options: SampleOption[]; selected: string[]; itemUidBySku: Record<string, string> } {
  const inCart = items.filter((i) => i.product.is_sample_product && !i.isFreeGift);
  const options: SampleOption[] = (cart.available_samples ?? []).flatMap((p) =>
    p?.sku && p.name
      ? [
          {
            id: p.sku,
            name: p.name,
            description: p.volume ?? null,
            imageSrc: p.small_image?.url ?? null,
          },
        ]
      : [],
  );
  return {
    options,
    selected: inCart.flatMap((i) => (i.product.sku ? [i.product.sku] : [])),
    itemUidBySku: Object.fromEntries(inCart.map((i) => [i.product.sku, i.uid])),
  };
}

/** Lines in the order the cart page shows them: products, then free gifts, then samples. */
export function orderedLines(items: readonly MiniCartItemFragment[]) {
  const rank = (i: MiniCartItemFragment) => (i.isFreeGift ? 1 : i.product.is_sample_product ? 2 : 0);
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** The samples to show as chosen: the cart's, plus pending additions, minus pending removals. */
export function withPending(
  selected: readonly string[],
  pending: Readonly<Record<string, 'add' | 'remove'>>,
): string[] {
  const adds = Object.keys(pending).filter((sku) => pending[sku] === 'add' && !selected.includes(sku));
  return [...selected.filter((sku) => pending[sku] !== 'remove'), ...adds];
}
