import { CARD_METHOD, CARD_TEXT, CARD_VAULT_METHOD, cardDetails, usableToken } from '../domain/vault.js';
import type { Queryable } from '../db/client.js';
import { phrase } from '../i18n/scope.js';
import {
  addItem,
  buildCartView,
  createCart,
  decimalQtyError,
  dropFreeLinesWithoutPurchase,
  getCartForUser,
  MSG,
  customerCart,
  mergeCartInto,
  rewardPointsOf,
  PAYMENT_METHODS,
  reconcileFreeGift,
  stockErrors,
  type AddRequest,
  type CartAddress,
  type CartDeps,
  type QuoteRow,
  type UserError,
} from '../domain/cart.js';
import { loadProducts, type ProductModel } from '../domain/catalog.js';
import { inputError, noSuchEntity, shopperError } from '../domain/errors.js';
import { fromUid } from '../domain/ids.js';
import { findCouponRule } from '../domain/coupons.js';
import { checkoutAgreementsFor } from '../domain/checkout-agreements.js';
import {
  confirmLocalPayment,
  findGuestOrder,
  GUEST_ORDER_NOT_FOUND,
  placeOrder,
  restoreQuoteFromOrder,
  restoreNotFound,
} from '../domain/order.js';
import { lookupThrottleFromEnv, throttledLookup } from '../domain/lookup-throttle.js';
import { customerOrder, reorderItems } from '../domain/customer-orders.js';
import { answerWith, COUNTRIES, money, orderResult, shapeCart } from './cart-shape.js';
import { customerAddress, loadCustomer, saveCheckoutAddress } from '../domain/customer.js';
import type { ResolverContext } from './context.js';
import type { CartItemInput, Resolvers } from '../schema/generated/resolvers-types.js';
import { loadAll } from '../db/batch.js';

/** Carts and checkout with Magento 2.4 names; thin: parse, call the cart/order domain, shape. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const owner = (ctx: ResolverContext) => ctx.auth.customerId();

function txDeps(ctx: ResolverContext, tx: Queryable, quote: QuoteRow): CartDeps {
  return {
    q: tx,
    products: async (ids) => {
      const rows = await loadProducts(tx, quote.store_id, quote.currency, ids);
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    },
    defaultCountry: ctx.store.default_country,
  };
}

/** Reads a cart for the current user (errors as Magento's GetCartForUser) and shapes it. */
async function readCart(ctx: ResolverContext, cartId: string) {
  const quote = await getCartForUser(ctx.db, cartId, await owner(ctx), { storeId: ctx.store.store_id });
  return shapeCart(ctx, quote);
}

/** The signed-in customer's cart in this store view (created on first use). */
export async function customerCartOf(ctx: ResolverContext, customerId: number): Promise<QuoteRow> {
  const customer = await loadCustomer(ctx.db, customerId);
  return customerCart(ctx.db, ctx.store, customerId, customer?.email ?? '');
}

const QUOTE_FIELDS = `quote_id, masked_id, store_id, currency, is_active, customer_id, email, coupon_code,
  use_reward_points, shipping_address, billing_address, shipping_method, payment_method`;
const QUOTE_SELECT = `SELECT ${QUOTE_FIELDS} FROM quote`;

/** The cart row's fields a cart view's lines, rule, country and totals are computed from (buildCartView). */
const VIEW_INPUTS = [
  'quote_id',
  'store_id',
  'currency',
  'customer_id',
  'coupon_code',
  'use_reward_points',
  'shipping_address',
  'billing_address',
  'shipping_method',
] as const satisfies readonly (keyof QuoteRow)[];

function sameViewInputs(before: QuoteRow, after: QuoteRow): boolean {
  return VIEW_INPUTS.every(
    (key) => JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null),
  );
}

/**
 * Changes a cart inside one transaction with the cart row locked, so concurrent changes to one cart
 * apply one after the other; the free gift is re-evaluated before commit.
 */
export async function mutateCart<T>(
  ctx: ResolverContext,
  cartId: string,
  change: (tx: Queryable, quote: QuoteRow) => Promise<T>,
): Promise<{ result: T; quote: QuoteRow }> {
  // Who is asking is settled before the transaction: on PGlite a query outside it would wait forever.
  const who = await owner(ctx);
  return ctx.db.transaction(async (tx) => {
    const quote = await getCartForUser(tx, cartId, who, {
      forUpdate: true,
      storeId: ctx.store.store_id,
    });
    const result = await change(tx, quote);
    const view = await reconcileFreeGift(txDeps(ctx, tx, quote), quote);
    // The row as the change left it, in the statement that stamps it.
    const [fresh] = await tx.query<QuoteRow>(
      `UPDATE quote SET updated_at = now() WHERE quote_id = $1 RETURNING ${QUOTE_FIELDS}`,
      [quote.quote_id],
    );
    // Issue 18: the answer's cart is the view the free-gift check read after the change, when that
    // check changed no line and the change left the cart row's priced fields as they were (else
    // the cart is read again after the commit, as before): four statements fewer per mutation.
    if (view && fresh && sameViewInputs(quote, fresh)) answerWith(ctx, fresh, { ...view, quote: fresh });
    return { result, quote: fresh! };
  });
}

const GIFT_CARD_NOT_FOUND = 'Gift card not found';
const GIFT_CARD_NOT_ADDED = "The gift card code couldn't be added. Verify your information and try again.";

const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

/** Adobe Commerce's giftCardAccount: the balance of an active, unexpired card with money on it. */
async function giftCardBalance(ctx: ResolverContext, code: string) {
  const [row] = await ctx.db.query<{
    code: string;
    balance: number;
    currency: string;
    expiration_date: string | null;
  }>(
    `SELECT code, balance, currency, to_char(expiration_date, 'YYYY-MM-DD') AS expiration_date FROM giftcard_account
      WHERE code = $1 AND is_active AND balance > 0 AND (expiration_date IS NULL OR expiration_date >= CURRENT_DATE)`,
    [code],
  );
  if (!row) throw noSuchEntity(phrase(GIFT_CARD_NOT_FOUND));
  return {
    code: row.code,
    balance: money(row.balance, row.currency),
    expiration_date: row.expiration_date,
  };
}

/** An address from the signed-in customer's address book (`customer_address_id`), as a cart address. */
async function savedAddress(ctx: ResolverContext, id: number): Promise<CartAddress> {
  const a = await customerAddress(ctx.db, await ctx.auth.requireCustomerId(), id);
  return {
    firstname: a.firstname,
    middlename: a.middlename,
    lastname: a.lastname,
    company: a.company,
    street: a.street,
    city: a.city,
    region: a.region,
    region_id: a.region_id,
    postcode: a.postcode,
    country_code: a.country_code,
    telephone: a.telephone,
    vat_id: a.vat_id,
    registration_id: a.registration_id,
    is_business: a.is_business,
  };
}

function addressInput(input: Record<string, unknown> | null | undefined): CartAddress {
  if (!input)
    throw inputError(phrase('The shipping address must contain either "customer_address_id" or "address".'));
  const country = String(input.country_code ?? '').toUpperCase();
  if (!COUNTRIES[country]) throw inputError(phrase('Country is not available'));
  for (const field of ['firstname', 'lastname', 'city', 'telephone'] as const) {
    if (!String(input[field] ?? '').trim()) throw inputError(phrase('Field "%1" cannot be empty.', field));
  }
  const street = (input.street as string[] | undefined) ?? [];
  if (!street.some((s) => s && s.trim())) throw inputError(phrase('Field "%1" cannot be empty.', 'street'));
  return {
    firstname: String(input.firstname).trim(),
    middlename: (input.middlename as string | null) ?? null,
    lastname: String(input.lastname).trim(),
    company: (input.company as string | null) ?? null,
    street: street.slice(0, 2),
    city: String(input.city).trim(),
    region: (input.region as string | null) ?? null,
    region_id: (input.region_id as number | null) ?? null,
    postcode: (input.postcode as string | null) ?? null,
    country_code: country,
    telephone: (input.telephone as string | null) ?? null,
    vat_id: (input.vat_id as string | null) ?? null,
    registration_id: (input.registration_id as string | null) ?? null,
    is_business: (input.is_business as boolean | null) ?? !!input.company,
    ...(input.save_in_address_book === true ? { save_in_address_book: true } : {}),
  };
}

async function addMany(ctx: ResolverContext, cartId: string, requests: AddRequest[]) {
  const { result, quote } = await mutateCart(ctx, cartId, async (tx, q) => {
    const errors: UserError[] = [];
    for (const r of requests) {
      const e = await addItem(tx, q, r);
      if (e) errors.push(e);
    }
    return errors;
  });
  return { user_errors: result, cart: await shapeCart(ctx, quote) };
}

/** Older add mutations throw the first problem as an input error, as Magento does. */
async function addOrThrow(ctx: ResolverContext, cartId: string, requests: AddRequest[]) {
  const { result, quote } = await mutateCart(ctx, cartId, async (tx, q) => {
    for (const r of requests) {
      const e = await addItem(tx, q, r);
      if (e) throw inputError(e.message);
    }
    return null;
  });
  void result;
  return { cart: await shapeCart(ctx, quote) };
}

/** The SDL lets `input` be left out; Magento reads `input.cart_id` first, so both give this error. */
function cartInput<T extends { cart_id: string }>(input: T | null | undefined): T {
  if (!input?.cart_id) throw inputError('Required parameter "cart_id" is missing');
  return input;
}

/**
 * Magento's `CartItemInput` admits null entries in `selected_options` and `entered_options`
 * (`[ID]`, `[EnteredOptionInput]`); a null entry selects nothing, so it is dropped here.
 */
function addRequest(item: CartItemInput): AddRequest {
  return {
    sku: item.sku,
    quantity: item.quantity,
    parent_sku: item.parent_sku,
    selected_options: item.selected_options?.flatMap((uid) => (uid == null ? [] : [uid])),
    entered_options: item.entered_options?.flatMap((o) => (o ? [{ uid: o.uid, value: o.value }] : [])),
  };
}

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_, args, ctx) => readCart(ctx, args.cart_id),
    customerCart: async (_, __, ctx) =>
      shapeCart(ctx, await customerCartOf(ctx, await ctx.auth.requireCustomerId())),
    validateCart: async (_, args, ctx) => {
      const quote = await getCartForUser(ctx.db, args.cartId, await owner(ctx), {
        storeId: ctx.store.store_id,
      });
      const errors = await stockErrors(ctx.db, quote.quote_id);
      return { valid: errors.length === 0, errors, cart: await shapeCart(ctx, quote) };
    },
    guestOrder: async (_, args, ctx) =>
      orderResult(
        ctx,
        await throttledLookup(
          ctx.db,
          'guest_order',
          ctx.auth.clientAddress,
          lookupThrottleFromEnv(),
          () => findGuestOrder(ctx.db, { ...args.input, storeId: ctx.store.store_id }),
          (error) => errorText(error) === phrase(GUEST_ORDER_NOT_FOUND),
        ),
      ),
    checkoutAgreements: (_, __, ctx) => checkoutAgreementsFor(ctx.store.locale),
    giftCardAccount: async (_, args, ctx) => {
      const code = args.input.gift_card_code.trim();
      if (!code) throw inputError('Required parameter "gift_card_code" is missing');
      return throttledLookup(
        ctx.db,
        'gift_card',
        ctx.auth.clientAddress,
        lookupThrottleFromEnv(),
        () => giftCardBalance(ctx, code),
        (error) => errorText(error) === phrase(GIFT_CARD_NOT_FOUND),
      );
    },
  },
  Mutation: {
    mergeCarts: async (_, args, ctx) => {
      const customerId = await ctx.auth.requireCustomerId();
      const destId = args.destination_cart_id ?? (await customerCartOf(ctx, customerId)).masked_id;
      const { notices, dest } = await ctx.db.transaction(async (tx) => {
        const dest = await getCartForUser(tx, destId, customerId, {
          forUpdate: true,
          storeId: ctx.store.store_id,
        });
        // The cart merged in is the shopper's own from before signing in: a guest cart.
        const source = await getCartForUser(tx, args.source_cart_id, null, {
          forUpdate: true,
          storeId: ctx.store.store_id,
        });
        const notices = await mergeCartInto(tx, source, dest);
        await reconcileFreeGift(txDeps(ctx, tx, dest), dest);
        const [fresh] = await tx.query<QuoteRow>(`${QUOTE_SELECT} WHERE quote_id = $1`, [dest.quote_id]);
        return { notices, dest: fresh! };
      });
      return shapeCart(ctx, dest, notices);
    },
    assignCustomerToGuestCart: async (_, args, ctx) => {
      const customerId = await ctx.auth.requireCustomerId();
      const customer = await loadCustomer(ctx.db, customerId);
      const owned = await ctx.db.transaction(async (tx) => {
        const guest = await getCartForUser(tx, args.cart_id, null, {
          forUpdate: true,
          storeId: ctx.store.store_id,
        });
        const [own] = await tx.query<QuoteRow>(
          `${QUOTE_SELECT} WHERE customer_id = $1 AND store_id = $2 AND is_active FOR UPDATE`,
          [customerId, ctx.store.store_id],
        );
        // The guest cart becomes the customer's; a cart the customer had is merged into it.
        await tx.query(
          'UPDATE quote SET customer_id = $2, email = $3, updated_at = now() WHERE quote_id = $1',
          [guest.quote_id, customerId, customer?.email ?? guest.email],
        );
        const owned = { ...guest, customer_id: customerId };
        if (own) await mergeCartInto(tx, own, owned);
        await reconcileFreeGift(txDeps(ctx, tx, owned), owned);
        return owned;
      });
      return shapeCart(ctx, owned);
    },
    // As Magento: for a signed-in customer the deprecated createEmptyCart answers with the customer's cart.
    createEmptyCart: async (_, args, ctx) => {
      const customerId = await owner(ctx);
      if (customerId !== null) return (await customerCartOf(ctx, customerId)).masked_id;
      await ctx.auth.takeRateLimit('cart_create');
      return createCart(ctx.db, ctx.store, null, args.input?.cart_id);
    },
    createGuestCart: async (_, args, ctx) => {
      if ((await owner(ctx)) !== null) throw inputError('Use `Query.customerCart` for logged in customer.');
      await ctx.auth.takeRateLimit('cart_create');
      const id = await createCart(ctx.db, ctx.store, null, args.input?.cart_uid);
      return { cart: await readCart(ctx, id) };
    },
    addProductsToCart: (_, args, ctx) => addMany(ctx, args.cartId, args.cartItems.map(addRequest)),
    addToCartWithPrice: (_, args, ctx) =>
      addMany(ctx, args.cartId, [
        { sku: args.sku, parent_sku: args.parent_sku, quantity: args.quantity, price: args.price },
      ]),
    addSimpleProductsToCart: (_, args, ctx) => {
      const input = cartInput(args.input);
      return addOrThrow(
        ctx,
        input.cart_id,
        input.cart_items.flatMap((i) => (i ? [addRequest(i.data)] : [])),
      );
    },
    addConfigurableProductsToCart: (_, args, ctx) => {
      const input = cartInput(args.input);
      return addOrThrow(
        ctx,
        input.cart_id,
        input.cart_items.flatMap((i) =>
          i ? [{ ...addRequest(i.data), parent_sku: i.data.parent_sku ?? i.parent_sku }] : [],
        ),
      );
    },
    updateCartItems: async (_, args, ctx) => {
      const input = cartInput(args.input);
      const { result, quote } = await mutateCart(ctx, input.cart_id, async (tx, q) => {
        const errors: UserError[] = [];
        let removed = false;
        for (const item of input.cart_items) {
          if (!item) continue;
          const id = item.cart_item_id ?? (item.cart_item_uid ? Number(fromUid(item.cart_item_uid)) : NaN);
          const [row] = await tx.query<{
            item_id: number;
            sku: string;
            is_free_gift: boolean;
            qty: number;
            product_id: number;
            stock_status: string;
            stock: number | null;
            max_qty: number | null;
            is_sample_product: boolean;
            is_qty_decimal: boolean | null;
            type_id: string;
          }>(
            `SELECT i.item_id, i.sku, i.is_free_gift, i.qty, i.product_id, p.stock_status, p.qty AS stock, p.max_qty, p.is_sample_product, p.is_qty_decimal, p.type_id
               FROM quote_item i LEFT JOIN product p ON p.entity_id = i.product_id WHERE i.quote_id = $1 AND i.item_id = $2`,
            [q.quote_id, Number.isInteger(id) ? id : -1],
          );
          if (!row) {
            errors.push({
              code: 'COULD_NOT_FIND_CART_ITEM',
              message: `Could not find cart item with id: ${item.cart_item_uid ?? item.cart_item_id}`,
            });
            continue;
          }
          const qty = item.quantity ?? row.qty;
          // Magento removes a line set to 0; a negative quantity is a mistake, never a removal.
          if (qty < 0 || !Number.isFinite(qty)) {
            errors.push({ code: 'INVALID_PARAMETER_VALUE', message: MSG.qtyNotPositive });
            continue;
          }
          if (qty === 0) {
            await tx.query('DELETE FROM quote_item WHERE item_id = $1', [row.item_id]);
            removed = true;
            continue;
          }
          const fraction = decimalQtyError(qty, row.is_qty_decimal);
          if (fraction) {
            errors.push(fraction);
            continue;
          }
          if ((row.is_free_gift || row.is_sample_product || row.type_id === 'giftcard') && qty !== 1) {
            errors.push({
              code: 'INVALID_PARAMETER_VALUE',
              message: phrase('The quantity of "%1" is fixed at 1.', row.sku),
            });
            continue;
          }
          const stock =
            row.stock_status !== 'IN_STOCK'
              ? 0
              : row.stock === null
                ? null
                : row.max_qty
                  ? Math.min(row.stock, row.max_qty)
                  : row.stock;
          if (stock !== null && qty > stock) {
            errors.push({ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' });
            continue;
          }
          await tx.query('UPDATE quote_item SET qty = $2 WHERE item_id = $1', [row.item_id, qty]);
        }
        if (removed) await dropFreeLinesWithoutPurchase(tx, q.quote_id);
        return errors;
      });
      return { errors: result, cart: await shapeCart(ctx, quote) };
    },
    removeItemFromCart: async (_, args, ctx) => {
      const input = cartInput(args.input);
      const id = input.cart_item_id ?? (input.cart_item_uid ? Number(fromUid(input.cart_item_uid)) : NaN);
      const { quote } = await mutateCart(ctx, input.cart_id, async (tx, q) => {
        const gone = await tx.query(
          'DELETE FROM quote_item WHERE quote_id = $1 AND item_id = $2 RETURNING item_id',
          [q.quote_id, Number.isInteger(id) ? id : -1],
        );
        if (gone.length === 0) throw noSuchEntity("The cart doesn't contain the item");
        // The last paid line takes the samples and the free gift with it.
        await dropFreeLinesWithoutPurchase(tx, q.quote_id);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    applyCouponToCart: async (_, args, ctx) => {
      const input = cartInput(args.input);
      const code = input.coupon_code.trim().toUpperCase();
      const { quote } = await mutateCart(ctx, input.cart_id, async (tx, q) => {
        if (q.coupon_code)
          throw inputError(
            phrase('A coupon is already applied to the cart. Please remove it to apply another'),
          );
        const rule = await findCouponRule(tx, code, { storeId: q.store_id, customerId: q.customer_id });
        const view = await buildCartView(txDeps(ctx, tx, q), q);
        if (!rule || view.totals.subtotal < rule.min_subtotal || view.items.length === 0)
          throw noSuchEntity(phrase("The coupon code isn't valid. Verify the code and try again."));
        await tx.query('UPDATE quote SET coupon_code = $2 WHERE quote_id = $1', [q.quote_id, rule.code]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    removeCouponFromCart: async (_, args, ctx) => {
      const input = cartInput(args.input);
      const { quote } = await mutateCart(ctx, input.cart_id, async (tx, q) => {
        await tx.query('UPDATE quote SET coupon_code = NULL WHERE quote_id = $1', [q.quote_id]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    applyGiftCardToCart: async (_, args, ctx) => {
      const input = cartInput(args.input);
      const code = input.gift_card_code.trim();
      // Throttled like the balance lookup: applying a code is the other way to test a guess.
      const { quote } = await throttledLookup(
        ctx.db,
        'gift_card',
        ctx.auth.clientAddress,
        lookupThrottleFromEnv(),
        () =>
          mutateCart(ctx, input.cart_id, async (tx, q) => {
            const [card] = await tx.query<{ code: string }>(
              `SELECT code FROM giftcard_account WHERE code = $1 AND is_active AND balance > 0 AND currency = $2
                 AND (expiration_date IS NULL OR expiration_date >= CURRENT_DATE)`,
              [code, q.currency],
            );
            if (!card) throw inputError(phrase(GIFT_CARD_NOT_ADDED));
            await tx.query(
              'INSERT INTO quote_gift_card (quote_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING',
              [q.quote_id, card.code],
            );
          }),
        (error) => errorText(error) === phrase(GIFT_CARD_NOT_ADDED),
      );
      return { cart: await shapeCart(ctx, quote) };
    },
    removeGiftCardFromCart: async (_, args, ctx) => {
      const input = cartInput(args.input);
      const { quote } = await mutateCart(ctx, input.cart_id, async (tx, q) => {
        const gone = await tx.query(
          'DELETE FROM quote_gift_card WHERE quote_id = $1 AND code = $2 RETURNING code',
          [q.quote_id, input.gift_card_code.trim()],
        );
        if (gone.length === 0)
          throw noSuchEntity(
            phrase('The gift card "%1" is not applied to the cart.', input.gift_card_code.trim()),
          );
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    applyRewardPointsToCart: async (_, args, ctx) => {
      // Only the signed-in owner of a customer cart spends points (Adobe Commerce: customer carts only).
      const customerId = await ctx.auth.requireCustomerId();
      const { quote } = await mutateCart(ctx, args.cartId, async (tx, q) => {
        if (q.customer_id !== customerId)
          throw shopperError("The current customer isn't authorized.", 'graphql-authorization');
        const points = await rewardPointsOf(tx, customerId);
        if (!points || points <= 0) throw inputError(phrase("You don't have enough reward points."));
        await tx.query('UPDATE quote SET use_reward_points = true WHERE quote_id = $1', [q.quote_id]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    removeRewardPointsFromCart: async (_, args, ctx) => {
      const { quote } = await mutateCart(ctx, args.cartId, async (tx, q) => {
        await tx.query('UPDATE quote SET use_reward_points = false WHERE quote_id = $1', [q.quote_id]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    setGuestEmailOnCart: async (_, args, ctx) => {
      const input = cartInput(args.input);
      // As Magento: a customer cart carries the account's e-mail, which only the account changes.
      if ((await owner(ctx)) !== null) throw inputError('The request is not allowed for logged in customers');
      const email = input.email.trim();
      if (!EMAIL.test(email)) throw inputError(phrase('Invalid email format'));
      const { quote } = await mutateCart(ctx, input.cart_id, async (tx, q) => {
        await tx.query('UPDATE quote SET email = $2 WHERE quote_id = $1', [q.quote_id, email]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    setShippingAddressesOnCart: async (_, args, ctx) => {
      const input = cartInput(args.input);
      const list = input.shipping_addresses.filter((a) => !!a);
      if (list.length > 1) throw inputError(phrase('You cannot specify multiple shipping addresses.'));
      const address = {
        ...(list[0]?.customer_address_id != null
          ? await savedAddress(ctx, list[0].customer_address_id)
          : addressInput(list[0]?.address)),
        pickup_location_code: list[0]?.pickup_location_code ?? null,
      };
      const { quote } = await mutateCart(ctx, input.cart_id, async (tx, q) => {
        await tx.query('UPDATE quote SET shipping_address = $2 WHERE quote_id = $1', [
          q.quote_id,
          JSON.stringify(address),
        ]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    setBillingAddressOnCart: async (_, args, ctx) => {
      const input = cartInput(args.input);
      const b = input.billing_address;
      const saved = b.customer_address_id != null ? await savedAddress(ctx, b.customer_address_id) : null;
      const { quote } = await mutateCart(ctx, input.cart_id, async (tx, q) => {
        let address: CartAddress;
        if (saved) {
          address = saved;
        } else if (b.same_as_shipping || (!b.address && b.use_for_shipping === undefined)) {
          if (!q.shipping_address)
            throw inputError(phrase('The shipping address is missing. Set the address and try again.'));
          address = q.shipping_address;
        } else {
          address = addressInput(b.address);
        }
        await tx.query('UPDATE quote SET billing_address = $2 WHERE quote_id = $1', [
          q.quote_id,
          JSON.stringify(address),
        ]);
        if (b.use_for_shipping)
          await tx.query('UPDATE quote SET shipping_address = $2 WHERE quote_id = $1', [
            q.quote_id,
            JSON.stringify(address),
          ]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    setShippingMethodsOnCart: async (_, args, ctx) => {
      const input = cartInput(args.input);
      const method = input.shipping_methods.find((m) => !!m);
      if (!method) throw inputError('Required parameter "shipping_methods" is missing');
      const { quote } = await mutateCart(ctx, input.cart_id, async (tx, q) => {
        if (!q.shipping_address)
          throw inputError(phrase('The shipping address is missing. Set the address and try again.'));
        const view = await buildCartView(txDeps(ctx, tx, q), q);
        const rate = view.totals.shippingRates.find(
          (r) =>
            r.available && r.carrier_code === method.carrier_code && r.method_code === method.method_code,
        );
        if (!rate)
          throw inputError(
            `Carrier with such method not found: ${method.carrier_code}, ${method.method_code}`,
          );
        await tx.query('UPDATE quote SET shipping_method = $2 WHERE quote_id = $1', [
          q.quote_id,
          `${rate.carrier_code}/${rate.method_code}`,
        ]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    setPaymentMethodOnCart: async (_, args, ctx) => {
      const input = cartInput(args.input);
      const code = input.payment_method.code;
      if (!PAYMENT_METHODS.some((m) => m.code === code))
        throw inputError(phrase('The requested Payment Method is not available.'));
      // A card keeps only its brand, last four digits and expiry; a saved card its public hash.
      let details: Record<string, unknown> | null = null;
      if (code === CARD_METHOD) {
        const card = input.payment_method.aurora_cc;
        if (!card) throw inputError(CARD_TEXT.missingCard);
        const checked = cardDetails(card);
        // Saving is for signed-in customers only.
        details = { ...checked, save: checked.save && (await ctx.auth.customerId()) !== null };
      } else if (code === CARD_VAULT_METHOD) {
        const hash = input.payment_method.aurora_cc_vault?.public_hash?.trim() ?? '';
        if (!hash) throw inputError('Required parameter "public_hash" is missing');
        const token = await usableToken(ctx.db, await ctx.auth.customerId(), hash);
        details = { ...token.details, public_hash: hash };
      }
      const { quote } = await mutateCart(ctx, input.cart_id, async (tx, q) => {
        await tx.query(
          'UPDATE quote SET payment_method = $2, payment_details = $3::jsonb WHERE quote_id = $1',
          [q.quote_id, code, details ? JSON.stringify(details) : null],
        );
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    placeOrder: async (_, args, ctx) => {
      const result = await placeOrder(ctx.db, {
        maskedId: cartInput(args.input).cart_id,
        owner: await owner(ctx),
        defaultCountry: ctx.store.default_country,
        storeId: ctx.store.store_id,
      });
      if (!result.order)
        return { errors: result.errors, orderV2: null, order: null, payment_redirect_url: null };
      const customerId = await owner(ctx);
      if (customerId !== null) {
        // As Magento: addresses marked save_in_address_book join the book once the order exists.
        const marked = [result.order.shipping_address, result.order.billing_address].filter(
          (a): a is CartAddress => !!a?.save_in_address_book,
        );
        for (const address of marked) await saveCheckoutAddress(ctx.db, customerId, address);
      }
      return {
        errors: [],
        orderV2: await orderResult(ctx, result.order),
        order: { order_number: result.order.increment_id, order_id: result.order.increment_id },
        payment_redirect_url: result.redirectUrl,
      };
    },
    reorderItems: async (_, args, ctx) => {
      // Magento's reorderItems: the order's lines go into the signed-in customer's own cart.
      const customerId = await ctx.auth.requireCustomerId();
      const order = await customerOrder(ctx.db, customerId, args.orderNumber);
      const cart = await customerCartOf(ctx, customerId);
      const { result, quote } = await mutateCart(ctx, cart.masked_id, (tx, q) => reorderItems(tx, order, q));
      return { cart: await shapeCart(ctx, quote), userInputErrors: result };
    },
    restoreQuoteFromOrder: async (_, args, ctx) => {
      const who = await owner(ctx);
      const restore = () =>
        restoreQuoteFromOrder(ctx.db, {
          orderNumber: args.orderNumber,
          owner: who,
          proof: { cartId: args.cart_id, email: args.email, lastname: args.lastname },
        });
      if (who !== null) return restore();
      // A guest's guesses count with the guest order lookup's: the same secret is being tried.
      return throttledLookup(
        ctx.db,
        'guest_order',
        ctx.auth.clientAddress,
        lookupThrottleFromEnv(),
        restore,
        (error) => errorText(error) === restoreNotFound(args.orderNumber),
      );
    },
    confirmLocalPayment: async (_, args, ctx) => {
      const r = await confirmLocalPayment(ctx.db, {
        maskedId: args.input.cart_id,
        owner: await owner(ctx),
        result: args.input.result,
        reference: args.input.payment_reference ?? null,
        storeId: ctx.store.store_id,
      });
      return {
        order: r.order ? await orderResult(ctx, r.order) : null,
        restored_cart_id: r.restoredCartId,
        errors: r.errors,
      };
    },
  },
  Cart: {
    itemsV2: (cart, args) => {
      const size = args.pageSize ?? 20;
      const page = args.currentPage ?? 1;
      return {
        items: cart.items.slice((page - 1) * size, page * size),
        total_count: cart.items.length,
        page_info: { current_page: page, page_size: size, total_pages: Math.ceil(cart.items.length / size) },
      };
    },
    available_samples: async (_, __, ctx) => {
      const rows = await ctx.db.query<{ id: number }>(
        "SELECT entity_id AS id FROM product WHERE is_sample_product AND stock_status = 'IN_STOCK' ORDER BY entity_id",
      );
      const products = await loadAll(
        ctx.loaders.product,
        rows.map((r) => r.id),
      );
      return products.filter((p): p is ProductModel => p !== null);
    },
  },
  CartItemInterface: { __resolveType: (i) => i.__typename },
  CartAddressInterface: {
    // Only shipping addresses carry shipping methods.
    __resolveType: (a) => ('available_shipping_methods' in a ? 'ShippingCartAddress' : 'BillingCartAddress'),
  },
  OrderItemInterface: { __resolveType: () => 'OrderItem' },
  // The ordered product as the catalogue has it now (null once it is gone from the catalogue).
  OrderItem: { product: (item, _, ctx) => ctx.loaders.product.load(item.product_id) },
  // Magento 2.4.9's `AddProductsToCartOutput.user_errors` is `[Error]!`; every error we raise is a cart input error.
  Error: { __resolveType: () => 'CartUserInputError' },
};
