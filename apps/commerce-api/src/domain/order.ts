import { randomBytes } from 'node:crypto';
import { phrase } from '../i18n/scope.js';
import type { Db, Queryable } from '../db/client.js';
import {
  buildCartView,
  createCart,
  getCartForUser,
  isPaidLine,
  MSG,
  PAYMENT_METHODS,
  paymentTitle,
  stockErrors,
  type CartAddress,
  type CartDeps,
  type CartView,
  type QuoteRow,
} from './cart.js';
import { loadProducts } from './catalog.js';
import { amount, cents, times } from './money.js';
import { noSuchEntity, shopperError } from './errors.js';
import { CARD_TEXT, saveCardToken, usableToken, type CardDetails } from './vault.js';
import { changePoints, loyaltyEnabledIn } from './loyalty.js';
import { redeemCoupon, releaseCoupon } from './coupons.js';
import { completeReferral } from './referral.js';

/** Orders: placing a cart (idempotent, stock-safe), local payment confirmation, restoring a cart. */

export type PlaceOrderErrorCode =
  'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED';

export interface PlaceOrderError {
  code: PlaceOrderErrorCode;
  message: string;
}

export interface OrderRow {
  entity_id: number;
  increment_id: string;
  quote_id: number;
  masked_quote_id: string;
  store_id: number;
  currency: string;
  status: string;
  email: string;
  shipping_address: CartAddress | null;
  billing_address: CartAddress;
  shipping_method: string | null;
  shipping_description: string | null;
  payment_method: string;
  payment_title: string;
  payment_reference: string | null;
  coupon_code: string | null;
  subtotal: number;
  subtotal_excl_tax: number;
  discount_amount: number;
  shipping_amount: number;
  tax_amount: number;
  gift_cards_amount: number;
  reward_points_used: number;
  reward_points_amount: number;
  reward_points_earned: number;
  grand_total: number;
  totals: {
    tax_rate: number;
    country: string;
    discount_label: string | null;
    gift_cards: { code: string; applied: number }[];
  };
  created_at: string | Date;
}

export interface OrderItemRow {
  item_id: number;
  order_id: number;
  product_id: number;
  parent_product_id: number | null;
  sku: string;
  name: string;
  qty: number;
  price: number;
  row_total: number;
  options: Record<string, unknown>;
  is_free_gift: boolean;
}

/** Thrown inside the placement transaction to roll it back with a PlaceOrderError. */
class PlacementFailure extends Error {
  constructor(readonly error: PlaceOrderError) {
    super(error.message);
  }
}

const fail = (code: PlaceOrderErrorCode, message: string): never => {
  throw new PlacementFailure({ code, message });
};

export async function loadOrderItems(q: Queryable, orderId: number): Promise<OrderItemRow[]> {
  return q.query<OrderItemRow>('SELECT * FROM sales_order_item WHERE order_id = $1 ORDER BY item_id', [
    orderId,
  ]);
}

async function orderOfQuote(q: Queryable, quoteId: number): Promise<OrderRow | undefined> {
  return (await q.query<OrderRow>('SELECT * FROM sales_order WHERE quote_id = $1', [quoteId]))[0];
}

export interface PlaceResult {
  order: OrderRow | null;
  errors: PlaceOrderError[];
  redirectUrl: string | null;
}

/**
 * The shop has no real provider: its offline stand-in authorises at once and sends the shopper to
 * the storefront's callback page (relative to the store view) with the reference and result a
 * provider's return URL carries.
 */
const redirectFor = (order: OrderRow) =>
  order.payment_method === 'lpm' && order.status === 'pending_payment'
    ? `/checkout/lpm/callback/${order.masked_quote_id}?payment_reference=${order.payment_reference ?? ''}&result=AUTHORISED`
    : null;

/**
 * Places the cart in one transaction: the cart row is locked (FOR UPDATE), so a second placement of
 * the same cart waits and then finds the order already made and returns it (idempotent; the unique
 * quote_id on sales_order backs this up). Stock is taken with conditional UPDATEs (`qty >= n`), so
 * concurrent placements of the last units can never take stock below zero: the loser rolls back.
 */
export async function placeOrder(
  db: Db,
  opts: { maskedId: string; owner: number | null; defaultCountry: string; storeId: number },
): Promise<PlaceResult> {
  try {
    return await db.transaction(async (tx) => {
      let quote: QuoteRow;
      try {
        quote = await getCartForUser(tx, opts.maskedId, opts.owner, {
          forUpdate: true,
          allowInactive: true,
          storeId: opts.storeId,
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (message.startsWith('Could not find a cart')) return fail('CART_NOT_FOUND', message);
        throw err;
      }
      if (!quote.is_active) {
        const existing = await orderOfQuote(tx, quote.quote_id);
        if (existing) return { order: existing, errors: [], redirectUrl: redirectFor(existing) };
        return fail('CART_NOT_ACTIVE', "The cart isn't active.");
      }
      const deps: CartDeps = {
        q: tx,
        products: async (ids) => {
          const rows = await loadProducts(tx, quote.store_id, quote.currency, ids);
          return ids.map((id) => rows.find((r) => r.id === id) ?? null);
        },
        defaultCountry: opts.defaultCountry,
      };
      const view = await buildCartView(deps, quote);
      checkReady(view);
      const stock = await stockErrors(tx, quote.quote_id);
      if (stock.length > 0) fail('UNABLE_TO_PLACE_ORDER', stock[0]!.message);

      // Take stock: aggregated per product, conditional on enough being left.
      const perProduct = new Map<number, number>();
      for (const { row } of view.items)
        perProduct.set(row.product_id, (perProduct.get(row.product_id) ?? 0) + row.qty);
      // Ascending ids: concurrent placements lock product rows in one order, so they cannot deadlock.
      for (const [productId, qty] of [...perProduct].sort((a, b) => a[0] - b[0])) {
        const taken = await tx.query(
          `UPDATE product SET qty = qty - $2,
                  stock_status = CASE WHEN qty - $2 <= 0 THEN 'OUT_OF_STOCK' ELSE stock_status END
            WHERE entity_id = $1 AND stock_status = 'IN_STOCK' AND (qty IS NULL OR qty >= $2)
            RETURNING entity_id`,
          [productId, qty],
        );
        if (taken.length === 0) fail('UNABLE_TO_PLACE_ORDER', MSG.outOfStock);
      }
      const t = view.totals;
      for (const g of t.giftCardsApplied.filter((g) => g.applied > 0)) {
        const used = await tx.query(
          'UPDATE giftcard_account SET balance = balance - $2 WHERE code = $1 AND balance >= $2 RETURNING code',
          [g.code, g.applied],
        );
        if (used.length === 0)
          fail('UNABLE_TO_PLACE_ORDER', `The gift card "${g.code}" balance is not enough.`);
      }
      const email = quote.email!.toLowerCase();
      // Points belong to the account that owns the cart (its e-mail may differ from the cart's).
      const accountEmail =
        quote.customer_id !== null
          ? ((
              await tx.query<{ email: string }>(
                'SELECT lower(email) AS email FROM customer WHERE entity_id = $1',
                [quote.customer_id],
              )
            )[0]?.email ?? null)
          : null;
      // A personal coupon (birthday, referral) is single-use: taken here, under the coupon row's lock,
      // so of two orders placed at once with it only one gets the discount.
      // A personal coupon used up since it was applied (another order took it) is refused rather than
      // silently dropped: the shopper sees the total change before paying more.
      if (
        quote.coupon_code &&
        (view.rule ? t.ruleApplies : true) &&
        !(await redeemCoupon(tx, quote.coupon_code, quote.customer_id))
      )
        fail('UNABLE_TO_PLACE_ORDER', phrase("The coupon code isn't valid. Verify the code and try again."));
      // Spec §1: only customers of a store view with the loyalty programme on earn points.
      const earns =
        accountEmail !== null && t.potentialPoints > 0 && (await loyaltyEnabledIn(tx, quote.store_id));

      const [{ n }] = (await tx.query<{ n: string }>(
        "SELECT nextval('sales_order_number_seq')::text AS n",
      )) as [{ n: string }];
      const increment = n.padStart(9, '0');
      const payment = PAYMENT_METHODS.find((m) => m.code === quote.payment_method)!;
      const card = payment.code === 'aurora_cc' || payment.code === 'aurora_cc_vault';
      if (payment.code === 'aurora_cc_vault') {
        // The saved card may have been deleted since it was chosen.
        const hash = String(quote.payment_details?.public_hash ?? '');
        await usableToken(tx, quote.customer_id, hash).catch(() =>
          fail('UNABLE_TO_PLACE_ORDER', CARD_TEXT.tokenNotFound(hash)),
        );
      } else if (card && !quote.payment_details) fail('UNABLE_TO_PLACE_ORDER', CARD_TEXT.missingCard);
      const status =
        payment.code === 'lpm'
          ? 'pending_payment'
          : payment.code === 'offline_card' || card
            ? 'processing'
            : 'pending';
      const reference =
        payment.code === 'lpm'
          ? `LPM-${randomBytes(12).toString('hex')}`
          : card
            ? `CARD-${randomBytes(12).toString('hex')}`
            : null;
      const shipping = t.selectedShipping;
      const [order] = await tx.query<OrderRow>(
        `INSERT INTO sales_order (increment_id, quote_id, masked_quote_id, store_id, currency, status, email,
            shipping_address, billing_address, shipping_method, shipping_description, payment_method, payment_title,
            payment_reference, coupon_code, subtotal, subtotal_excl_tax, discount_amount, shipping_amount, tax_amount, gift_cards_amount,
            reward_points_used, reward_points_amount, reward_points_earned, grand_total, totals, customer_id, customer_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26,
                 $27, $27::int IS NOT NULL)
         RETURNING *`,
        [
          increment,
          quote.quote_id,
          quote.masked_id,
          quote.store_id,
          quote.currency,
          status,
          email,
          quote.shipping_address ? JSON.stringify(quote.shipping_address) : null,
          JSON.stringify(quote.billing_address),
          shipping ? `${shipping.carrier_code}_${shipping.method_code}` : null,
          shipping ? `${shipping.carrier_title} - ${shipping.method_title}` : null,
          payment.code,
          // Stored in the store view's language, as Magento stores the order's payment title.
          paymentTitle(payment),
          // The reference the provider hands back on the callback URL (confirmLocalPayment checks
          // it), or the card payment's.
          reference,
          t.ruleApplies ? quote.coupon_code : null,
          t.subtotal,
          t.subtotalExclTax,
          t.discount,
          t.shippingAmount,
          t.taxAmount,
          t.giftCardsAmount,
          t.rewardPointsUsed,
          t.rewardPointsAmount,
          earns ? t.potentialPoints : 0,
          t.grandTotal,
          JSON.stringify({
            tax_rate: t.taxRate,
            country: view.country,
            discount_label: t.ruleApplies ? (view.rule?.label ?? null) : null,
            gift_cards: t.giftCardsApplied.map((g) => ({ code: g.code, applied: g.applied })),
          }),
          quote.customer_id,
        ],
      );
      for (const { row, product, parent } of view.items) {
        const line = t.lines.get(row.item_id);
        const price = row.is_free_gift ? 0 : (row.custom_price ?? product?.final_price ?? 0);
        await tx.query(
          `INSERT INTO sales_order_item (order_id, product_id, parent_product_id, sku, name, qty, price, row_total, options, is_free_gift)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            order!.entity_id,
            row.product_id,
            row.parent_product_id,
            row.sku,
            product?.name ?? parent?.name ?? row.sku,
            row.qty,
            price,
            line?.rowTotal ?? amount(times(cents(price), row.qty)),
            JSON.stringify(row.options),
            row.is_free_gift,
          ],
        );
      }
      // Spent under the account row's lock: two orders cannot spend the same points.
      if (t.rewardPointsUsed > 0) {
        const used = accountEmail
          ? await changePoints(tx, accountEmail, -t.rewardPointsUsed, 'SPENT', order!.entity_id, {
              exact: true,
            })
          : null;
        if (used === null) fail('UNABLE_TO_PLACE_ORDER', phrase('You do not have enough reward points.'));
      }
      if (earns && status !== 'pending_payment')
        await changePoints(tx, accountEmail, t.potentialPoints, 'EARNED', order!.entity_id);
      if (quote.customer_id !== null) await completeReferral(tx, quote.customer_id, order!.entity_id);
      // "Save for later": the vault keeps the card's brand, last four digits and expiry.
      const details = quote.payment_details as (CardDetails & { save?: boolean }) | null;
      if (payment.code === 'aurora_cc' && details?.save && quote.customer_id !== null)
        await saveCardToken(tx, quote.customer_id, details, reference!);
      await tx.query('UPDATE quote SET is_active = false, updated_at = now() WHERE quote_id = $1', [
        quote.quote_id,
      ]);
      return { order: order!, errors: [], redirectUrl: redirectFor(order!) };
    });
  } catch (err) {
    if (err instanceof PlacementFailure) return { order: null, errors: [err.error], redirectUrl: null };
    throw err;
  }
}

/** The e-mail of the account an order belongs to (its points account). */
async function orderAccountEmail(q: Queryable, order: OrderRow): Promise<string> {
  const [row] = await q.query<{ email: string }>(
    `SELECT lower(c.email) AS email FROM sales_order o JOIN customer c ON c.entity_id = o.customer_id
      WHERE o.entity_id = $1`,
    [order.entity_id],
  );
  return row?.email ?? order.email;
}

/** Magento's checks before placing, in its order and wording. */
function checkReady(view: CartView) {
  const q = view.quote;
  if (view.items.length === 0)
    fail('UNABLE_TO_PLACE_ORDER', phrase('Unable to place order: Cart does not contain products.'));
  // Samples and free gifts belong to a purchase: a cart of free lines alone is no order.
  if (!view.items.some(isPaidLine))
    fail(
      'UNABLE_TO_PLACE_ORDER',
      phrase(
        'Unable to place order: free samples and gifts come with a purchase. Add a product to your bag.',
      ),
    );
  if (!q.email) fail('GUEST_EMAIL_MISSING', phrase('Guest email for cart is missing.'));
  const virtual = view.totals.shippingRates.length === 0;
  if (!virtual && !q.shipping_address)
    fail(
      'UNABLE_TO_PLACE_ORDER',
      phrase('Unable to place order: Please check the shipping address information.'),
    );
  if (!virtual && !view.totals.selectedShipping)
    fail(
      'UNABLE_TO_PLACE_ORDER',
      phrase('The shipping method is missing. Select the shipping method and try again.'),
    );
  if (!q.billing_address)
    fail(
      'UNABLE_TO_PLACE_ORDER',
      phrase('Unable to place order: Please check the billing address information.'),
    );
  if (!q.payment_method || !PAYMENT_METHODS.some((m) => m.code === q.payment_method))
    fail('UNABLE_TO_PLACE_ORDER', phrase('Enter a valid payment method and try again.'));
}

/** Copies an order's items (not its free gift, which the cart earns again) into a new active cart. */
export async function restoreQuoteFromOrder(
  db: Db,
  opts: {
    orderNumber: string;
    owner: number | null;
    /** A guest's proof (issue 23): the order's cart id, or the lookup's e-mail and last name. */
    proof?: { cartId?: string | null; email?: string | null; lastname?: string | null };
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<OrderRow & { owner_id: number | null; cart_masked_id: string }>(
      `SELECT o.*, q.customer_id AS owner_id, q.masked_id AS cart_masked_id
         FROM sales_order o JOIN quote q ON q.quote_id = o.quote_id
        WHERE o.increment_id = $1`,
      [opts.orderNumber],
    );
    if (
      !order ||
      (order.owner_id ?? null) !== opts.owner ||
      (opts.owner === null && !guestProves(order, opts.proof))
    )
      throw noSuchEntity(restoreNotFound(opts.orderNumber));
    return copyOrderToCart(tx, order, opts.owner);
  });
}

export const restoreNotFound = (orderNumber: string) =>
  `Could not find an order with number "${orderNumber}"`;

/** Another guest's order is never restored on its number alone (order numbers are sequential). */
function guestProves(
  order: OrderRow & { cart_masked_id: string },
  proof: { cartId?: string | null; email?: string | null; lastname?: string | null } | undefined,
): boolean {
  if (proof?.cartId) return proof.cartId === order.cart_masked_id;
  const email = proof?.email?.trim().toLowerCase();
  const lastname = proof?.lastname?.trim().toLowerCase();
  return (
    !!email &&
    !!lastname &&
    email === order.email.toLowerCase() &&
    lastname ===
      String(order.billing_address?.lastname ?? '')
        .trim()
        .toLowerCase()
  );
}

async function copyOrderToCart(tx: Queryable, order: OrderRow, owner: number | null): Promise<string> {
  const id = await createCart(
    tx,
    { store_id: order.store_id, default_display_currency_code: order.currency },
    owner,
  );
  await tx.query(
    `UPDATE quote SET email = $2, coupon_code = $3, shipping_address = $4, billing_address = $5
      WHERE masked_id = $1`,
    [
      id,
      order.email,
      order.coupon_code,
      order.shipping_address ? JSON.stringify(order.shipping_address) : null,
      JSON.stringify(order.billing_address),
    ],
  );
  await tx.query(
    `INSERT INTO quote_item (quote_id, product_id, sku, parent_product_id, qty, custom_price, options)
     SELECT q.quote_id, i.product_id, i.sku, i.parent_product_id, i.qty,
            CASE WHEN p.is_custom_price OR p.type_id = 'giftcard' THEN i.price END, i.options
       FROM sales_order_item i JOIN quote q ON q.masked_id = $2 LEFT JOIN product p ON p.entity_id = i.product_id
      WHERE i.order_id = $1 AND NOT i.is_free_gift ORDER BY i.item_id`,
    [order.entity_id, id],
  );
  return id;
}

/**
 * The local-payment callback: an authorised payment moves the order to processing; a refused or
 * cancelled one cancels it, returns stock, gift card balance and points, and restores the cart.
 * Repeating the call returns the same outcome.
 */
export async function confirmLocalPayment(
  db: Db,
  opts: {
    maskedId: string;
    owner: number | null;
    result: 'AUTHORISED' | 'REFUSED' | 'CANCELLED';
    reference: string | null;
    storeId: number;
  },
): Promise<{ order: OrderRow | null; restoredCartId: string | null; errors: PlaceOrderError[] }> {
  return db.transaction(async (tx) => {
    const quote = await getCartForUser(tx, opts.maskedId, opts.owner, {
      forUpdate: true,
      allowInactive: true,
      storeId: opts.storeId,
    });
    const order = await orderOfQuote(tx, quote.quote_id);
    if (!order || order.payment_method !== 'lpm')
      return {
        order: null,
        restoredCartId: null,
        errors: [{ code: 'UNDEFINED', message: 'No order is waiting for a local payment on this cart.' }],
      };
    if (order.status !== 'pending_payment') return { order, restoredCartId: null, errors: [] };
    if (!opts.reference || opts.reference !== order.payment_reference)
      return {
        order: null,
        restoredCartId: null,
        errors: [{ code: 'UNDEFINED', message: 'The payment reference does not match the order.' }],
      };
    if (opts.result === 'AUTHORISED') {
      const [updated] = await tx.query<OrderRow>(
        `UPDATE sales_order SET status = 'processing' WHERE entity_id = $1 RETURNING *`,
        [order.entity_id],
      );
      if (updated!.reward_points_earned > 0)
        await changePoints(
          tx,
          await orderAccountEmail(tx, updated!),
          updated!.reward_points_earned,
          'EARNED',
          updated!.entity_id,
        );
      return { order: updated!, restoredCartId: null, errors: [] };
    }
    const items = await loadOrderItems(tx, order.entity_id);
    for (const i of items)
      await tx.query(
        `UPDATE product SET qty = qty + $2, stock_status = CASE WHEN qty + $2 > 0 THEN 'IN_STOCK' ELSE stock_status END
          WHERE entity_id = $1 AND qty IS NOT NULL`,
        [i.product_id, i.qty],
      );
    for (const g of order.totals.gift_cards)
      await tx.query('UPDATE giftcard_account SET balance = balance + $2 WHERE code = $1', [
        g.code,
        g.applied,
      ]);
    if (order.reward_points_used > 0)
      await changePoints(
        tx,
        await orderAccountEmail(tx, order),
        order.reward_points_used,
        'ADJUSTED',
        order.entity_id,
      );
    await releaseCoupon(tx, order.coupon_code);
    const [updated] = await tx.query<OrderRow>(
      `UPDATE sales_order SET status = 'canceled' WHERE entity_id = $1 RETURNING *`,
      [order.entity_id],
    );
    const restored = await copyOrderToCart(tx, updated!, opts.owner);
    return { order: updated!, restoredCartId: restored, errors: [] };
  });
}

export const GUEST_ORDER_NOT_FOUND = "We couldn't locate an order with the information provided.";

/**
 * Magento's guestOrder: an order is shown to whoever knows its number, e-mail and billing last name
 * (compared without case or surrounding spaces). A signed-in customer's order is not a guest order.
 */
export async function findGuestOrder(
  q: Queryable,
  input: { number: string; email: string; lastname: string; storeId: number },
): Promise<OrderRow> {
  const [order] = await q.query<OrderRow & { customer_order: boolean }>(
    `SELECT o.* FROM sales_order o WHERE o.increment_id = $1 AND o.store_id = $2`,
    [input.number.trim(), input.storeId],
  );
  const lastname = String(order?.billing_address?.lastname ?? '');
  if (
    !order ||
    order.email.toLowerCase() !== input.email.trim().toLowerCase() ||
    lastname.trim().toLowerCase() !== input.lastname.trim().toLowerCase()
  )
    throw noSuchEntity(phrase(GUEST_ORDER_NOT_FOUND));
  if (order.customer_order)
    throw shopperError(phrase('Please login to view the order.'), 'graphql-authorization');
  return order;
}
