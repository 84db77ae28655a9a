import { emptyAddress, type AddressFormValue } from '@shop/ui/components/AddressForm';
import {
  CHECKOUT_STEP_ORDERS,
  type CheckoutStepId,
  type CheckoutStepOrder,
} from '../../../../platform/config';
import type {
  CartAddressInput,
  CheckoutCartFragment,
  CheckoutCustomerAddressesQuery,
  CheckoutOrderFragment,
} from '../../../../gql/graphql';
import { toAddressFormValue } from '../../../account';

/**
 * Checkout state that is not a component (spec §3 Checkout state): which steps are saved on the
 * server, where a reload resumes, the unsaved text kept in sessionStorage, and the placed order
 * kept in browser storage for the success and error pages.
 */

type Cart = Pick<CheckoutCartFragment, 'email' | 'shipping_addresses'>;
type CartAddress = NonNullable<CheckoutCartFragment['billing_address']>;

export const stepsInOrder = (order: CheckoutStepOrder): readonly CheckoutStepId[] =>
  CHECKOUT_STEP_ORDERS[order];

/** Steps whose details the server cart holds (payment is never "saved": placing the order ends it). */
export function completedSteps(cart: Cart): CheckoutStepId[] {
  const done: CheckoutStepId[] = [];
  const shipping = cart.shipping_addresses[0];
  if (shipping?.selected_shipping_method) done.push('shipping');
  if (cart.email) done.push('receiver');
  return done;
}

/**
 * The step to show: the one the shopper was on (kept across reloads) when every step before it is
 * saved, else the first step that is not saved yet.
 */
export function resumeStep(
  order: readonly CheckoutStepId[],
  completed: readonly CheckoutStepId[],
  remembered?: CheckoutStepId | null,
): CheckoutStepId {
  const reachable = (step: CheckoutStepId) =>
    order.slice(0, order.indexOf(step)).every((s) => completed.includes(s));
  if (remembered && order.includes(remembered) && reachable(remembered)) return remembered;
  return order.find((s) => !completed.includes(s)) ?? order[order.length - 1]!;
}

/** The step after `step` in the configured order. */
export function nextStep(order: readonly CheckoutStepId[], step: CheckoutStepId): CheckoutStepId {
  return order[Math.min(order.indexOf(step) + 1, order.length - 1)]!;
}

/** Form value → Magento's CartAddressInput (business fields only for a business address). */
export function toCartAddressInput(value: AddressFormValue, saveInAddressBook = false): CartAddressInput {
  const optional = (text: string) => (text.trim() ? text.trim() : null);
  return {
    firstname: value.firstname.trim(),
    middlename: optional(value.middlename),
    lastname: value.lastname.trim(),
    street: [value.street1.trim(), ...(value.street2.trim() ? [value.street2.trim()] : [])],
    city: value.city.trim(),
    region: optional(value.region),
    postcode: optional(value.postcode),
    country_code: value.countryCode,
    telephone: value.telephone.trim(),
    is_business: value.isBusiness,
    company: value.isBusiness ? optional(value.company) : null,
    registration_id: value.isBusiness ? optional(value.registrationId) : null,
    vat_id: value.isBusiness ? optional(value.vatId) : null,
    // Magento's flag: a signed-in customer's new address joins the book with the order.
    ...(saveInAddressBook ? { save_in_address_book: true } : {}),
  };
}

/** A cart address back into the form (prefill after a reload without unsaved text). */
export function fromCartAddress(address: CartAddress | null | undefined, email = ''): AddressFormValue {
  if (!address) return { ...emptyAddress, email };
  return {
    ...emptyAddress,
    email,
    firstname: address.firstname,
    middlename: address.middlename ?? '',
    lastname: address.lastname,
    street1: address.street[0] ?? '',
    street2: address.street[1] ?? '',
    city: address.city,
    region: address.region?.label ?? '',
    postcode: address.postcode ?? '',
    countryCode: address.country.code,
    telephone: address.telephone ?? '',
    isBusiness: !!address.is_business,
    company: address.company ?? '',
    registrationId: address.registration_id ?? '',
    vatId: address.vat_id ?? '',
  };
}

/** An address of a signed-in customer's book. */
export type BookAddress = NonNullable<
  NonNullable<NonNullable<CheckoutCustomerAddressesQuery['customer']>['addresses']>[number]
>;

/** The book's address that the form's value is (same fields once trimmed), if any. */
export function bookAddressOf(value: AddressFormValue, book: readonly BookAddress[]): BookAddress | null {
  const wanted = JSON.stringify(toCartAddressInput(value));
  return book.find((a) => JSON.stringify(toCartAddressInput(toAddressFormValue(a))) === wanted) ?? null;
}

/** Whether the server already holds exactly this address (no need to send it again). */
export function sameAddress(value: AddressFormValue, address: CartAddress | null | undefined): boolean {
  if (!address) return false;
  const a = toCartAddressInput(value);
  const b = toCartAddressInput(fromCartAddress(address));
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What the shopper typed but the server does not hold yet; lives for the browser tab (sessionStorage). */
export interface CheckoutDraft {
  cartId: string;
  step: CheckoutStepId | null;
  guestConfirmed: boolean;
  email: string | null;
  shipping: AddressFormValue | null;
  billingSameAsShipping: boolean;
  billing: AddressFormValue | null;
  paymentMethod: string | null;
  agreed: boolean;
  /** The newsletter opt-in beside the terms (subscribed once the order is placed). */
  newsletter: boolean;
}

export const emptyDraft = (cartId: string): CheckoutDraft => ({
  cartId,
  step: null,
  guestConfirmed: false,
  email: null,
  shipping: null,
  billingSameAsShipping: true,
  billing: null,
  paymentMethod: null,
  agreed: false,
  newsletter: false,
});

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export const draftKey = (storeCode: string) => `checkout_draft_${storeCode}`;

/** The draft of this cart (a draft of another cart, e.g. before an order, is ignored). */
export function readDraft(storage: DraftStorage | null, storeCode: string, cartId: string): CheckoutDraft {
  try {
    const raw = storage?.getItem(draftKey(storeCode));
    const parsed = raw ? (JSON.parse(raw) as Partial<CheckoutDraft>) : null;
    if (parsed && parsed.cartId === cartId) return { ...emptyDraft(cartId), ...parsed };
  } catch {
    // Unreadable or blocked storage: start from the server's cart.
  }
  return emptyDraft(cartId);
}

export function writeDraft(storage: DraftStorage | null, storeCode: string, draft: CheckoutDraft): void {
  try {
    storage?.setItem(draftKey(storeCode), JSON.stringify(draft));
  } catch {
    // Quota or blocked storage: the server cart still holds every saved step.
  }
}

export function clearDraft(storage: DraftStorage | null, storeCode: string): void {
  try {
    storage?.removeItem(draftKey(storeCode));
  } catch {
    // nothing to clear
  }
}

/** Spec §3 client-stored key of the finished checkout's order number. */
export const ORDER_NUMBER_KEY = 'checkout_success_order_number';
/** The order data the success page shows. */
export const ORDER_DATA_KEY = 'checkout_success_order_data';

export interface StoredOrder {
  storeCode: string;
  order: CheckoutOrderFragment;
  /** Thumbnails of the bag's lines by SKU and by name (an order's items carry no picture). */
  images?: Record<string, string>;
  /** The cart the order was placed from: a guest's proof when restoring it (issue 23). */
  cartId?: string;
}

export function storeOrder(
  storage: DraftStorage | null,
  storeCode: string,
  order: CheckoutOrderFragment,
  images: Record<string, string> = {},
  cartId?: string,
): void {
  try {
    storage?.setItem(ORDER_NUMBER_KEY, order.number);
    storage?.setItem(
      ORDER_DATA_KEY,
      JSON.stringify({ storeCode, order, images, ...(cartId ? { cartId } : {}) } satisfies StoredOrder),
    );
  } catch {
    // The success page then says the order was placed without its details.
  }
}

export function readStoredOrder(storage: DraftStorage | null): {
  number: string | null;
  data: StoredOrder | null;
} {
  try {
    const number = storage?.getItem(ORDER_NUMBER_KEY) ?? null;
    const raw = storage?.getItem(ORDER_DATA_KEY);
    const data = raw ? (JSON.parse(raw) as StoredOrder) : null;
    return { number, data: data && data.order?.number === number ? data : null };
  } catch {
    return { number: null, data: null };
  }
}

export function removeStoredOrder(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(ORDER_NUMBER_KEY);
    storage?.removeItem(ORDER_DATA_KEY);
  } catch {
    // nothing stored
  }
}

/** sessionStorage / localStorage when the browser lets us use them. */
export function browserStorage(kind: 'session' | 'local'): DraftStorage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

/** The thumbnails the success page shows for an order's items, taken from the bag's lines. */
export function orderItemImages(
  items: readonly {
    product: { sku?: string | null; name?: string | null; small_image?: { url?: string | null } | null };
  }[],
): Record<string, string> {
  const images: Record<string, string> = {};
  for (const { product } of items) {
    const url = product.small_image?.url;
    if (!url) continue;
    if (product.sku) images[product.sku] = url;
    if (product.name) images[product.name] = url;
  }
  return images;
}

/** The image of an order item: by its SKU, else by its name (a configurable line's variant SKU). */
export function orderItemImage(
  images: Record<string, string> | undefined,
  item: { product_sku: string; product_name?: string | null },
): string | null {
  return images?.[item.product_sku] ?? (item.product_name ? images?.[item.product_name] : undefined) ?? null;
}

/**
 * Whether the bag holds something the shopper pays for: samples and free gifts come with a
 * purchase, so a bag of them alone cannot be ordered (the API refuses it too; issue 19).
 */
export function hasPaidLine(
  items: readonly { isFreeGift: boolean; product: { is_sample_product?: boolean | null } }[],
): boolean {
  return items.some((item) => !item.isFreeGift && !item.product.is_sample_product);
}
