import { randomBytes } from 'node:crypto';
import { configText, phrase } from '../i18n/scope.js';
import { findCouponRule } from './coupons.js';
import type { Queryable } from '../db/client.js';
import type { ProductModel } from './catalog.js';
import { computeTotals, round2, type PriceRule, type Totals } from './cart-totals.js';
import { shopperError } from './errors.js';
import { fromUid, toUid } from './ids.js';

/** Carts (Magento quotes): ids, access rules, adding items, free gifts and samples. */

export const CART_ID_LENGTH = 32;
export const SAMPLE_LIMIT = 3;
export const FLAT_RATE: Record<string, number> = { EUR: 4.95, AUD: 8 };

export const cartNotFound = (id: string) =>
  shopperError(`Could not find a cart with ID "${id}"`, 'graphql-no-such-entity');
export const cartNotActive = () => shopperError("The cart isn't active.", 'graphql-no-such-entity');
export const cartForbidden = (id: string) =>
  shopperError(`The current user cannot perform operations on cart "${id}"`, 'graphql-authorization');
export const cartIdLength = () => shopperError('Cart ID length should be 32 symbols', 'graphql-input');

export const MSG = {
  qtyNotAvailable: 'The requested qty is not available',
  outOfStock: 'Some of the products are out of stock.',
  noSourceItems: 'There are no source items with the in stock status',
  /** Magento's text when a fraction is asked of a product without `is_qty_decimal`. */
  decimalQty: 'You cannot use decimal quantity for this product.',
  /** Magento's text for a quantity that is not above 0 (addProductsToCart, updateCartItems). */
  qtyNotPositive: 'The product quantity should be greater than 0',
} as const;

export interface QuoteRow {
  quote_id: number;
  masked_id: string;
  store_id: number;
  currency: string;
  is_active: boolean;
  /** The customer account that owns the cart; null for a guest cart. */
  customer_id: number | null;
  email: string | null;
  coupon_code: string | null;
  use_reward_points: boolean;
  shipping_address: CartAddress | null;
  billing_address: CartAddress | null;
  shipping_method: string | null;
  payment_method: string | null;
  /** The card of `aurora_cc` / `aurora_cc_vault` (brand, last four, expiry; never the number). */
  payment_details: Record<string, unknown> | null;
}

export interface CartAddress {
  firstname: string;
  middlename?: string | null;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  region?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code: string;
  telephone?: string | null;
  vat_id?: string | null;
  registration_id?: string | null;
  is_business?: boolean | null;
  pickup_location_code?: string | null;
  /** Magento's `save_in_address_book`: a signed-in customer's new address joins the book with the order. */
  save_in_address_book?: boolean | null;
}

export interface ItemOptions {
  /** Configurable: attribute id → value index. */
  configurable?: { attribute_id: number; value_index: number }[];
  giftcard?: {
    amount: number;
    sender_name: string;
    sender_email: string | null;
    recipient_name: string;
    recipient_email: string | null;
  };
  gwp_label?: string;
}

export interface QuoteItemRow {
  item_id: number;
  product_id: number;
  sku: string;
  parent_product_id: number | null;
  qty: number;
  custom_price: number | null;
  options: ItemOptions;
  is_free_gift: boolean;
}

export interface UserError {
  code:
    | 'PRODUCT_NOT_FOUND'
    | 'NOT_SALABLE'
    | 'INSUFFICIENT_STOCK'
    | 'COULD_NOT_FIND_CART_ITEM'
    | 'REQUIRED_PARAMETER_MISSING'
    | 'INVALID_PARAMETER_VALUE'
    | 'UNDEFINED'
    | 'PERMISSION_DENIED';
  message: string;
}

export const PAYMENT_METHODS = [
  { code: 'checkmo', title: 'Check / Money order', is_redirect: false, listed: true },
  { code: 'offline_card', title: 'Credit Card (pay on delivery terminal)', is_redirect: false, listed: true },
  { code: 'lpm', title: 'Local payment method', is_redirect: true, listed: true },
  // The card paid with at checkout, and a saved card of the customer (Magento lists vault methods
  // apart; the storefront offers saved cards from `customerPaymentTokens`).
  { code: 'aurora_cc', title: 'Credit or debit card', is_redirect: false, listed: true },
  { code: 'aurora_cc_vault', title: 'Credit or debit card', is_redirect: false, listed: false },
] as const;

/** A payment method's title in the current store view (`payment/<code>/title`, issue 20). */
export function paymentTitle(method: (typeof PAYMENT_METHODS)[number]): string {
  const code = method.code === 'aurora_cc_vault' ? 'aurora_cc' : method.code;
  return configText(`payment/${code}/title`, method.title);
}

/** The store view's name of the tax charged in `country` (Magento's tax rate title per store view). */
export function taxTitle(country: string): string {
  return configText(`tax/rate_title/${country}`, '') || configText('tax/rate_title', 'VAT');
}

const CART_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The form of every cart id the API issues (as Magento's masked quote ids: 32 letters and digits). */
export const CART_ID_PATTERN = /^[A-Za-z0-9]{32}$/;

/** 32 letters and digits, each uniformly random (about 190 bits): rejection sampling keeps it unbiased. */
export function newCartId(): string {
  let id = '';
  while (id.length < CART_ID_LENGTH) {
    for (const byte of randomBytes(48)) {
      // 248 = 4 × 62: bytes above it would favour the first letters.
      if (byte < 248 && id.length < CART_ID_LENGTH) id += CART_ID_ALPHABET[byte % 62];
    }
  }
  return id;
}

/**
 * Spec §5 / Magento: a cart id of another length is an input error; one of the right length that
 * the API cannot have issued (spaces, markup, line breaks) is simply not found — never looked up.
 */
export function checkCartId(id: string): void {
  if (id.length !== CART_ID_LENGTH) throw cartIdLength();
  if (!CART_ID_PATTERN.test(id)) throw cartNotFound(id);
}

const QUOTE_COLUMNS = `quote_id, masked_id, store_id, currency, is_active, customer_id, email, coupon_code, use_reward_points,
  shipping_address, billing_address, shipping_method, payment_method, payment_details`;

/** The reward points balance of a customer account (null when it has no points account). */
export async function rewardPointsOf(q: Queryable, customerId: number): Promise<number | null> {
  const [row] = await q.query<{ points: number }>(
    `SELECT r.points FROM reward_points_account r JOIN customer c ON lower(c.email) = r.email
      WHERE c.entity_id = $1`,
    [customerId],
  );
  return row?.points ?? null;
}

/** Magento's GetCartForUser: unknown id, inactive cart and someone else's cart each have their error. */
export async function getCartForUser(
  q: Queryable,
  maskedId: string,
  owner: number | null,
  options: { forUpdate?: boolean; allowInactive?: boolean; storeId?: number } = {},
): Promise<QuoteRow> {
  checkCartId(maskedId);
  const [quote] = await q.query<QuoteRow>(
    `SELECT ${QUOTE_COLUMNS} FROM quote WHERE masked_id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [maskedId],
  );
  if (!quote) throw cartNotFound(maskedId);
  if (!quote.is_active && !options.allowInactive) throw cartNotActive();
  // A cart holds prices in its store view's currency: other store views may not use it.
  if (options.storeId !== undefined && quote.store_id !== options.storeId)
    throw shopperError(
      phrase('Wrong store code specified for cart "%1"', maskedId),
      'graphql-no-such-entity',
    );
  if ((quote.customer_id ?? null) !== owner) throw cartForbidden(maskedId);
  return quote;
}

export async function createCart(
  q: Queryable,
  store: { store_id: number; default_display_currency_code: string },
  owner: number | null,
  requestedId?: string | null,
): Promise<string> {
  if (requestedId != null && !CART_ID_PATTERN.test(requestedId)) throw cartIdLength();
  const id = requestedId ?? newCartId();
  const rows = await q.query<{ masked_id: string }>(
    `INSERT INTO quote (masked_id, store_id, currency, customer_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (masked_id) DO NOTHING RETURNING masked_id`,
    [id, store.store_id, store.default_display_currency_code, owner],
  );
  if (rows.length === 0) throw shopperError(`Cart with ID "${id}" already exists.`, 'graphql-already-exists');
  return id;
}

export async function loadItems(q: Queryable, quoteId: number): Promise<QuoteItemRow[]> {
  return q.query<QuoteItemRow>(
    `SELECT item_id, product_id, sku, parent_product_id, qty, custom_price, options, is_free_gift
       FROM quote_item WHERE quote_id = $1 ORDER BY item_id`,
    [quoteId],
  );
}

export interface GiftStage {
  stage: 'FREE_SHIPPING' | 'SMALL_GIFT' | 'LARGE_GIFT' | 'EXTRA_GIFT';
  amount: number;
  gift_sku: string | null;
  label: string;
}

export async function loadStages(q: Queryable, currency: string): Promise<GiftStage[]> {
  return q.query<GiftStage>(
    'SELECT stage, amount, gift_sku, label FROM gift_threshold WHERE currency = $1 ORDER BY amount',
    [currency],
  );
}

/** Unit price of a line: custom price (custom-price products, gift card amounts) or the catalogue price. */
export function unitPrice(item: QuoteItemRow, product: ProductModel | null): number {
  if (item.is_free_gift) return 0;
  if (item.custom_price != null) return item.custom_price;
  return product?.final_price ?? 0;
}

export interface CartView {
  quote: QuoteRow;
  items: { row: QuoteItemRow; product: ProductModel | null; parent: ProductModel | null }[];
  rule: PriceRule | null;
  giftCards: { code: string; balance: number; expiration_date: string | null }[];
  rewardBalance: number | null;
  stages: GiftStage[];
  country: string;
  totals: Totals;
}

export interface CartDeps {
  q: Queryable;
  products: (ids: number[]) => Promise<(ProductModel | null)[]>;
  defaultCountry: string;
}

export async function buildCartView(deps: CartDeps, quote: QuoteRow): Promise<CartView> {
  const { q } = deps;
  // The reads that do not depend on each other are asked for at once (issue 18): inside a
  // transaction on the embedded database each wait for an answer is time the database stays held.
  const [rows, rule, giftCards, rewardBalance, stages] = await Promise.all([
    loadItems(q, quote.quote_id),
    quote.coupon_code
      ? findCouponRule(q, quote.coupon_code, { storeId: quote.store_id, customerId: quote.customer_id })
      : null,
    q.query<{ code: string; balance: number; expiration_date: string | null }>(
      `SELECT a.code, a.balance, to_char(a.expiration_date, 'YYYY-MM-DD') AS expiration_date
         FROM quote_gift_card g JOIN giftcard_account a ON a.code = g.code WHERE g.quote_id = $1 ORDER BY g.code`,
      [quote.quote_id],
    ),
    // Points belong to the signed-in account that owns the cart, never to whatever e-mail a cart carries.
    quote.customer_id !== null ? rewardPointsOf(q, quote.customer_id) : null,
    loadStages(q, quote.currency),
  ]);
  const ids = [
    ...new Set(rows.flatMap((r) => [r.product_id, ...(r.parent_product_id ? [r.parent_product_id] : [])])),
  ];
  const products = new Map(
    (await deps.products(ids)).filter((p): p is ProductModel => !!p).map((p) => [p.id, p]),
  );
  const country = (
    quote.shipping_address?.country_code ??
    quote.billing_address?.country_code ??
    deps.defaultCountry
  ).toUpperCase();
  const items = rows.map((row) => ({
    row,
    product: products.get(row.product_id) ?? null,
    parent: row.parent_product_id ? (products.get(row.parent_product_id) ?? null) : null,
  }));
  const totals = computeTotals({
    lines: items.map(({ row, product }) => ({
      key: row.item_id,
      unitPrice: unitPrice(row, product),
      qty: row.qty,
      isGiftCard: product?.type_id === 'giftcard',
      hideFromGwp: row.is_free_gift || !!product?.is_sample_product,
    })),
    rule: rule ?? null,
    country,
    currency: quote.currency,
    freeShippingThreshold: stages.find((s) => s.stage === 'FREE_SHIPPING')?.amount ?? Infinity,
    flatRate: FLAT_RATE[quote.currency] ?? 4.95,
    shippingMethod: quote.shipping_method,
    rewardPointsBalance: rewardBalance,
    useRewardPoints: quote.use_reward_points,
    giftCards: giftCards.map((g) => ({ code: g.code, balance: g.balance })),
  });
  return { quote, items, rule: rule ?? null, giftCards, rewardBalance, stages, country, totals };
}

/**
 * Free gifts: the highest gift stage the cart reaches adds its gift; only one gift per purchase, so a
 * lower stage's gift is swapped out, and the gift goes when the cart drops below every stage.
 *
 * Returns the cart view it read when it changed nothing (the cart's lines as they are now), so a
 * caller can answer with it instead of reading the cart again; null when it changed the lines.
 */
export async function reconcileFreeGift(deps: CartDeps, quote: QuoteRow): Promise<CartView | null> {
  const view = await buildCartView(deps, quote);
  const reached = view.stages
    .filter((s) => s.gift_sku && view.totals.gwpSubtotal >= s.amount)
    .sort((a, b) => b.amount - a.amount)[0];
  const current = view.items.filter((i) => i.row.is_free_gift);
  if (reached && current.length === 1 && current[0]!.row.sku === reached.gift_sku) return view;
  if (!reached && current.length === 0) return view;
  if (current.length > 0)
    await deps.q.query('DELETE FROM quote_item WHERE quote_id = $1 AND is_free_gift', [quote.quote_id]);
  if (!reached) return null;
  const [gift] = await deps.q.query<{ id: number; stock_status: string; qty: number | null }>(
    'SELECT entity_id AS id, stock_status, qty FROM product WHERE sku = $1',
    [reached.gift_sku],
  );
  if (!gift || gift.stock_status !== 'IN_STOCK' || (gift.qty !== null && gift.qty < 1)) return null;
  await deps.q.query(
    `INSERT INTO quote_item (quote_id, product_id, sku, qty, options, is_free_gift) VALUES ($1, $2, $3, 1, $4, true)`,
    [quote.quote_id, gift.id, reached.gift_sku, JSON.stringify({ gwp_label: reached.label })],
  );
  return null;
}

/**
 * Samples and free gifts come with a purchase: once a change leaves a cart that had a paid line
 * with none, its free lines go too. Returns how many free lines were removed.
 */
export async function dropFreeLinesWithoutPurchase(q: Queryable, quoteId: number): Promise<number> {
  const gone = await q.query<{ item_id: number }>(
    `DELETE FROM quote_item i USING product p
      WHERE i.quote_id = $1 AND p.entity_id = i.product_id AND (i.is_free_gift OR p.is_sample_product)
        AND NOT EXISTS (
          SELECT 1 FROM quote_item o JOIN product op ON op.entity_id = o.product_id
           WHERE o.quote_id = $1 AND NOT o.is_free_gift AND NOT op.is_sample_product)
      RETURNING i.item_id`,
    [quoteId],
  );
  return gone.length;
}

/** A cart line the shopper pays for: not a free gift and not a sachet sample. */
export const isPaidLine = (item: { row: QuoteItemRow; product: ProductModel | null }) =>
  !item.row.is_free_gift && !item.product?.is_sample_product;

export interface AddRequest {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: string[] | null;
  entered_options?: { uid: string; value: string }[] | null;
  /** addToCartWithPrice */
  price?: number | null;
}

interface ProductRow {
  id: number;
  sku: string;
  type_id: string;
  stock_status: string;
  qty: number | null;
  max_qty: number | null;
  is_sample_product: boolean;
  is_custom_price: boolean;
  /** Magento's stock flag: fractions of this product may be bought. */
  is_qty_decimal: boolean;
  allow_open_amount: boolean;
  open_amount_min: number | null;
  open_amount_max: number | null;
  giftcard_type: string | null;
  final_price: number | null;
}

async function productBySku(q: Queryable, sku: string, currency: string): Promise<ProductRow | undefined> {
  const [row] = await q.query<ProductRow>(
    `SELECT p.entity_id AS id, p.sku, p.type_id, p.stock_status, p.qty, p.max_qty, p.is_sample_product, p.is_custom_price, p.is_qty_decimal,
            p.allow_open_amount, p.open_amount_min, p.open_amount_max, p.giftcard_type, pr.final_price
       FROM product p LEFT JOIN product_price pr ON pr.product_id = p.entity_id AND pr.currency = $2
      WHERE p.sku = $1`,
    [sku, currency],
  );
  return row;
}

/** Stock an item may use: salable quantity capped by max sale qty; null means unlimited (gift cards). */
export function availableQty(p: {
  stock_status: string;
  qty: number | null;
  max_qty: number | null;
}): number | null {
  if (p.stock_status !== 'IN_STOCK') return 0;
  if (p.qty === null) return p.max_qty ?? null;
  return p.max_qty != null && p.max_qty > 0 ? Math.min(p.qty, p.max_qty) : p.qty;
}

const GIFTCARD_FIELDS = {
  giftcard_sender_name: 'Please specify a sender name.',
  giftcard_sender_email: 'Please specify a sender email.',
  giftcard_recipient_name: 'Please specify a recipient name.',
  giftcard_recipient_email: 'Please specify a recipient email.',
} as const;

/** Magento's rule: a whole number unless the product is sold in fractions (`is_qty_decimal`). */
export function decimalQtyError(qty: number, isQtyDecimal: boolean | null): UserError | null {
  return Number.isInteger(qty) || isQtyDecimal
    ? null
    : { code: 'INVALID_PARAMETER_VALUE', message: phrase(MSG.decimalQty) };
}

/** Adds one requested line to the cart; returns a user error instead of throwing, as Magento's addProductsToCart. */
export async function addItem(q: Queryable, quote: QuoteRow, req: AddRequest): Promise<UserError | null> {
  if (!(req.quantity > 0)) return { code: 'INVALID_PARAMETER_VALUE', message: phrase(MSG.qtyNotPositive) };
  // The cart's lines with the product, in one wait: nothing below changes them before they are used.
  const [product, existing] = await Promise.all([
    productBySku(q, req.sku, quote.currency),
    loadItems(q, quote.quote_id),
  ]);
  if (!product)
    return { code: 'PRODUCT_NOT_FOUND', message: phrase('Could not find a product with SKU "%1"', req.sku) };
  let line = product;
  let parentId: number | null = null;
  let customPrice: number | null = null;
  let qty = req.quantity;
  const options: ItemOptions = {};

  if (req.parent_sku) {
    const parent = await productBySku(q, req.parent_sku, quote.currency);
    if (!parent)
      return {
        code: 'PRODUCT_NOT_FOUND',
        message: phrase('Could not find a product with SKU "%1"', req.parent_sku),
      };
    const links = await q.query<{ attribute_id: number; value_index: number }>(
      'SELECT attribute_id, value_index FROM product_super_link WHERE parent_id = $1 AND product_id = $2',
      [parent.id, product.id],
    );
    if (links.length === 0)
      return { code: 'PRODUCT_NOT_FOUND', message: phrase('Could not find specified product.') };
    parentId = parent.id;
    options.configurable = links;
  } else if (product.type_id === 'configurable') {
    // Parent SKU with selected option uids (configurable/{attribute_id}/{value_index}).
    const wanted = (req.selected_options ?? [])
      .map((uid) => /^configurable\/(\d+)\/(\d+)$/.exec(fromUid(uid)))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ attribute_id: Number(m[1]), value_index: Number(m[2]) }));
    if (wanted.length === 0)
      return {
        code: 'REQUIRED_PARAMETER_MISSING',
        message: phrase('You need to choose options for your item.'),
      };
    const links = await q.query<{ product_id: number; attribute_id: number; value_index: number }>(
      'SELECT product_id, attribute_id, value_index FROM product_super_link WHERE parent_id = $1',
      [product.id],
    );
    const byChild = new Map<number, { attribute_id: number; value_index: number }[]>();
    for (const l of links) byChild.set(l.product_id, [...(byChild.get(l.product_id) ?? []), l]);
    const match = [...byChild.entries()].find(
      ([, ls]) =>
        ls.length === wanted.length &&
        wanted.every((w) =>
          ls.some((l) => l.attribute_id === w.attribute_id && l.value_index === w.value_index),
        ),
    );
    if (!match)
      return {
        code: 'INVALID_PARAMETER_VALUE',
        message: phrase('You need to choose options for your item.'),
      };
    const [child] = await q.query<{ sku: string }>('SELECT sku FROM product WHERE entity_id = $1', [
      match[0],
    ]);
    const childRow = await productBySku(q, child!.sku, quote.currency);
    parentId = product.id;
    line = childRow!;
    options.configurable = match[1].map(({ attribute_id, value_index }) => ({ attribute_id, value_index }));
  }

  if (line.type_id === 'giftcard') {
    qty = 1; // Gift card quantity is fixed at 1; each card is its own line.
    const selected = (req.selected_options ?? []).map(fromUid);
    const entered = new Map((req.entered_options ?? []).map((o) => [fromUid(o.uid), o.value.trim()]));
    const chosen = selected.map((s) => /^giftcard\/giftcard_amount\/([\d.]+)$/.exec(s)?.[1]).find((v) => v);
    let amount: number | null;
    if (chosen) {
      const amounts = await q.query<{ value: number }>(
        'SELECT value FROM giftcard_amount WHERE product_id = $1 AND currency = $2',
        [line.id, quote.currency],
      );
      amount = amounts.find((a) => Math.abs(a.value - Number(chosen)) < 0.001)?.value ?? null;
      if (amount === null)
        return { code: 'INVALID_PARAMETER_VALUE', message: phrase('Please specify a gift card amount.') };
    } else if (entered.get('giftcard/custom_giftcard_amount') && line.allow_open_amount) {
      const factor = quote.currency === 'AUD' ? 1.6 : 1;
      const value = Number(entered.get('giftcard/custom_giftcard_amount'));
      const min = (line.open_amount_min ?? 0) * factor;
      const max = (line.open_amount_max ?? Infinity) * factor;
      if (!Number.isFinite(value) || value < min || value > max)
        return { code: 'INVALID_PARAMETER_VALUE', message: phrase('Gift Card min amount is %1', min) };
      amount = value;
    } else {
      return { code: 'REQUIRED_PARAMETER_MISSING', message: phrase('Please specify a gift card amount.') };
    }
    const physical = line.giftcard_type === 'PHYSICAL';
    for (const [field, message] of Object.entries(GIFTCARD_FIELDS)) {
      if (physical && field.endsWith('_email')) continue;
      if (!entered.get(`giftcard/${field}`))
        return { code: 'REQUIRED_PARAMETER_MISSING', message: phrase(message) };
    }
    // The gift card message is not taken from entered options (spec §3).
    options.giftcard = {
      amount,
      sender_name: entered.get('giftcard/giftcard_sender_name')!,
      sender_email: entered.get('giftcard/giftcard_sender_email') ?? null,
      recipient_name: entered.get('giftcard/giftcard_recipient_name')!,
      recipient_email: entered.get('giftcard/giftcard_recipient_email') ?? null,
    };
    customPrice = amount;
  }

  if (line.is_custom_price) {
    const min = line.final_price ?? 0;
    const price = req.price ?? min;
    if (!Number.isFinite(price) || price < min)
      return {
        code: 'INVALID_PARAMETER_VALUE',
        message: phrase('The price must be at least %1 %2.', min.toFixed(2), quote.currency),
      };
    customPrice = round2(price);
  } else if (req.price != null) {
    return {
      code: 'INVALID_PARAMETER_VALUE',
      message: phrase('This product does not accept a custom price.'),
    };
  }

  if (line.is_sample_product) {
    // Sachet samples: quantity always 1, at most SAMPLE_LIMIT per cart; adding one twice changes nothing.
    if (existing.some((i) => i.product_id === line.id)) return null;
    const samples = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM quote_item i JOIN product p ON p.entity_id = i.product_id
        WHERE i.quote_id = $1 AND p.is_sample_product`,
      [quote.quote_id],
    );
    if ((samples[0]?.n ?? 0) >= SAMPLE_LIMIT)
      return {
        code: 'INVALID_PARAMETER_VALUE',
        message: phrase('You can add up to %1 free samples.', SAMPLE_LIMIT),
      };
    qty = 1;
  }

  const fraction = decimalQtyError(qty, line.is_qty_decimal);
  if (fraction) return fraction;
  const available = availableQty(line);
  if (available === 0) return { code: 'NOT_SALABLE', message: MSG.noSourceItems };
  const same =
    line.type_id === 'giftcard' || line.is_custom_price
      ? undefined
      : existing.find((i) => i.product_id === line.id && !i.is_free_gift);
  const newQty = (same?.qty ?? 0) + qty;
  if (available !== null && newQty > available)
    return { code: 'INSUFFICIENT_STOCK', message: MSG.qtyNotAvailable };
  if (same && !line.is_sample_product) {
    await q.query('UPDATE quote_item SET qty = $2 WHERE item_id = $1', [same.item_id, newQty]);
  } else {
    await q.query(
      `INSERT INTO quote_item (quote_id, product_id, sku, parent_product_id, qty, custom_price, options)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [quote.quote_id, line.id, line.sku, parentId, qty, customPrice, JSON.stringify(options)],
    );
  }
  return null;
}

/** Errors blocking checkout (spec §5): out-of-stock items and quantities above what is available. */
export async function stockErrors(q: Queryable, quoteId: number): Promise<UserError[]> {
  const rows = await q.query<{
    sku: string;
    qty: number;
    stock_status: string;
    stock: number | null;
    max_qty: number | null;
  }>(
    `SELECT i.sku, sum(i.qty)::float8 AS qty, p.stock_status, p.qty AS stock, p.max_qty
       FROM quote_item i JOIN product p ON p.entity_id = i.product_id
      WHERE i.quote_id = $1 GROUP BY i.sku, p.stock_status, p.qty, p.max_qty ORDER BY i.sku`,
    [quoteId],
  );
  const errors: UserError[] = [];
  for (const r of rows) {
    const available = availableQty({ stock_status: r.stock_status, qty: r.stock, max_qty: r.max_qty });
    if (available === 0) errors.push({ code: 'NOT_SALABLE', message: MSG.outOfStock });
    else if (available !== null && r.qty > available)
      errors.push({ code: 'INSUFFICIENT_STOCK', message: `${MSG.qtyNotAvailable} for product "${r.sku}"` });
  }
  return errors;
}

export const itemUid = (itemId: number) => toUid(itemId);

/**
 * Moves a guest cart's lines into a customer's cart (Magento's mergeCarts): the same product with
 * the same options adds up, capped by what is in stock; samples stay within the sample limit;
 * gift cards and custom-price lines stay lines of their own; the free gift is earned again. The
 * source's coupon is kept when the destination has none (its validity is checked by the totals as
 * always). The source cart is closed. Returns a notice per destination line whose sum was capped.
 */
export async function mergeCartInto(
  q: Queryable,
  source: QuoteRow,
  dest: QuoteRow,
): Promise<Map<number, string>> {
  const notices = new Map<number, string>();
  const from = (await loadItems(q, source.quote_id)).filter((i) => !i.is_free_gift);
  // The destination's lines, read once and kept current below (no query per merged line).
  const into = await loadItems(q, dest.quote_id);
  const stock = new Map(
    (
      await q.query<{
        entity_id: number;
        stock_status: string;
        qty: number | null;
        max_qty: number | null;
        is_sample_product: boolean | null;
      }>(
        'SELECT entity_id, stock_status, qty, max_qty, is_sample_product FROM product WHERE entity_id = ANY($1::int[])',
        [[...new Set([...from, ...into].map((i) => i.product_id))]],
      )
    ).map((p) => [p.entity_id, p]),
  );
  for (const item of from) {
    const product = stock.get(item.product_id);
    const sameOptions = (a: QuoteItemRow) => JSON.stringify(a.options) === JSON.stringify(item.options);
    if (product?.is_sample_product) {
      const samples = into.filter(
        (i) => stock.get(i.product_id)?.is_sample_product || i.product_id === item.product_id,
      );
      if (into.some((i) => i.product_id === item.product_id) || samples.length >= SAMPLE_LIMIT) continue;
    }
    const same =
      item.custom_price !== null
        ? undefined
        : into.find(
            (i) =>
              i.product_id === item.product_id &&
              !i.is_free_gift &&
              i.custom_price === null &&
              sameOptions(i),
          );
    const available = product ? availableQty(product) : 0;
    if (same) {
      const wanted = same.qty + item.qty;
      const qty = available !== null ? Math.min(wanted, Math.max(available, same.qty)) : wanted;
      if (qty < wanted) notices.set(same.item_id, `Only ${available} left in stock`);
      await q.query('UPDATE quote_item SET qty = $2 WHERE item_id = $1', [same.item_id, qty]);
      same.qty = qty;
    } else {
      const qty = available !== null && available > 0 ? Math.min(item.qty, available) : item.qty;
      const [row] = await q.query<{ item_id: number }>(
        `INSERT INTO quote_item (quote_id, product_id, sku, parent_product_id, qty, custom_price, options)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING item_id`,
        [
          dest.quote_id,
          item.product_id,
          item.sku,
          item.parent_product_id,
          qty,
          item.custom_price,
          JSON.stringify(item.options),
        ],
      );
      if (qty < item.qty) notices.set(row!.item_id, `Only ${available} left in stock`);
      into.push({ ...item, item_id: row!.item_id, qty });
    }
  }
  if (!dest.coupon_code && source.coupon_code)
    await q.query('UPDATE quote SET coupon_code = $2 WHERE quote_id = $1', [
      dest.quote_id,
      source.coupon_code,
    ]);
  await q.query(
    `INSERT INTO quote_gift_card (quote_id, code) SELECT $2, code FROM quote_gift_card WHERE quote_id = $1
     ON CONFLICT DO NOTHING`,
    [source.quote_id, dest.quote_id],
  );
  await q.query('UPDATE quote SET is_active = false, updated_at = now() WHERE quote_id = $1', [
    source.quote_id,
  ]);
  return notices;
}

/** The customer's active cart in a store view, created on first use (Magento's customerCart). */
export async function customerCart(
  q: Queryable,
  store: { store_id: number; default_display_currency_code: string },
  customerId: number,
  email: string,
): Promise<QuoteRow> {
  const find = async () =>
    (
      await q.query<QuoteRow>(
        `SELECT ${QUOTE_COLUMNS} FROM quote WHERE customer_id = $1 AND store_id = $2 AND is_active
          ORDER BY quote_id DESC LIMIT 1`,
        [customerId, store.store_id],
      )
    )[0];
  const found = await find();
  if (found) return found;
  const id = await createCart(q, store, customerId);
  await q.query('UPDATE quote SET email = $2 WHERE masked_id = $1', [id, email]);
  return (await find())!;
}
