import type { Queryable } from '../db/client.js';
import {
  addItem,
  buildCartView,
  createCart,
  decimalQtyError,
  getCartForUser,
  customerCart,
  mergeCartInto,
  itemUid,
  rewardPointsOf,
  PAYMENT_METHODS,
  reconcileFreeGift,
  SAMPLE_LIMIT,
  stockErrors,
  type AddRequest,
  type CartAddress,
  type CartDeps,
  type CartView,
  type QuoteRow,
  type UserError,
} from '../domain/cart.js';
import { exclTax, POINT_VALUE, round2 } from '../domain/cart-totals.js';
import { amount, cents, times } from '../domain/money.js';
import { loadProducts, type ProductModel } from '../domain/catalog.js';
import { inputError, noSuchEntity, shopperError } from '../domain/errors.js';
import { fromUid, toUid } from '../domain/ids.js';
import { checkoutAgreementsFor } from '../domain/checkout-agreements.js';
import {
  confirmLocalPayment,
  findGuestOrder,
  loadOrderItems,
  placeOrder,
  restoreQuoteFromOrder,
  type OrderRow,
} from '../domain/order.js';
import { customerAddress, loadCustomer } from '../domain/customer.js';
import type { ResolverContext } from './context.js';
import { loadAll } from '../db/batch.js';

/** Carts and checkout with Magento 2.4 names; thin: parse, call the cart/order domain, shape. */

const money = (value: number, currency: string) => ({ value: round2(value), currency });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const COUNTRIES: Record<string, string> = {
  AU: 'Australia',
  AT: 'Austria',
  BE: 'Belgium',
  CZ: 'Czechia',
  DE: 'Germany',
  DK: 'Denmark',
  EE: 'Estonia',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  GB: 'United Kingdom',
  IT: 'Italy',
  LT: 'Lithuania',
  LV: 'Latvia',
  NL: 'Netherlands',
  NO: 'Norway',
  PL: 'Poland',
  SE: 'Sweden',
  US: 'United States',
};

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

async function shapeCart(ctx: ResolverContext, quote: QuoteRow, notices?: Map<number, string>) {
  const view = await buildCartView(
    {
      q: ctx.db,
      products: (ids) => loadAll(ctx.loaders.product, ids),
      defaultCountry: ctx.store.default_country,
    },
    quote,
  );
  return cartShape(ctx, view, notices);
}

/** The signed-in customer's cart in this store view (created on first use). */
async function customerCartOf(ctx: ResolverContext, customerId: number): Promise<QuoteRow> {
  const customer = await loadCustomer(ctx.db, customerId);
  return customerCart(ctx.db, ctx.store, customerId, customer?.email ?? '');
}

/**
 * Changes a cart inside one transaction with the cart row locked, so concurrent changes to one cart
 * apply one after the other; the free gift is re-evaluated before commit.
 */
async function mutateCart<T>(
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
    await reconcileFreeGift(txDeps(ctx, tx, quote), quote);
    await tx.query('UPDATE quote SET updated_at = now() WHERE quote_id = $1', [quote.quote_id]);
    const [fresh] = await tx.query<QuoteRow>(
      `SELECT quote_id, masked_id, store_id, currency, is_active, customer_id, email, coupon_code, use_reward_points,
              shipping_address, billing_address, shipping_method, payment_method FROM quote WHERE quote_id = $1`,
      [quote.quote_id],
    );
    return { result, quote: fresh! };
  });
}

function addressShape(a: CartAddress, kind: 'shipping' | 'billing', uid: string) {
  return {
    uid,
    firstname: a.firstname,
    middlename: a.middlename ?? null,
    lastname: a.lastname,
    company: a.company ?? null,
    street: a.street,
    city: a.city,
    region:
      a.region || a.region_id
        ? { code: a.region ?? null, label: a.region ?? null, region_id: a.region_id ?? null }
        : null,
    postcode: a.postcode ?? null,
    country: { code: a.country_code, label: COUNTRIES[a.country_code] ?? a.country_code },
    telephone: a.telephone ?? null,
    vat_id: a.vat_id ?? null,
    registration_id: a.registration_id ?? null,
    is_business: a.is_business ?? false,
    __kind: kind,
  };
}

async function cartShape(ctx: ResolverContext, view: CartView, notices?: Map<number, string>) {
  const { quote, totals: t } = view;
  const cur = quote.currency;
  const ruleLabel = t.ruleApplies && view.rule ? view.rule.label : null;
  const items = await Promise.all(
    view.items.map(async ({ row, product, parent }) => {
      const line = t.lines.get(row.item_id);
      const unit = row.is_free_gift ? 0 : (row.custom_price ?? product?.final_price ?? 0);
      const taxShare = product?.type_id === 'giftcard' ? 0 : t.taxRate;
      const rowTotal = line?.rowTotal ?? amount(times(cents(unit), row.qty));
      const net = (v: number) => exclTax(v, taxShare);
      const discount = line?.discount ?? 0;
      const isGiftCard = product?.type_id === 'giftcard';
      const typename = parent ? 'ConfigurableCartItem' : isGiftCard ? 'GiftCardCartItem' : 'SimpleCartItem';
      let configurable_options: unknown[] = [];
      if (parent && row.options.configurable) {
        const { links } = await ctx.variants(parent.id);
        configurable_options = row.options.configurable.map((o) => {
          const l = links.find((x) => x.attribute_id === o.attribute_id && x.value_index === o.value_index);
          return {
            configurable_product_option_uid: toUid(`configurable/${parent.id}/${o.attribute_id}`),
            configurable_product_option_value_uid: toUid(`configurable/${o.attribute_id}/${o.value_index}`),
            id: l?.super_attribute_id ?? o.attribute_id,
            option_label: l?.attribute_label ?? '',
            value_id: o.value_index,
            value_label: l?.value_label ?? '',
          };
        });
      }
      const available = product
        ? product.stock_status === 'IN_STOCK' && (product.qty === null || product.qty >= row.qty)
        : false;
      const gc = row.options.giftcard;
      return {
        __typename: typename,
        uid: itemUid(row.item_id),
        id: String(row.item_id),
        quantity: row.qty,
        product: parent ?? product,
        configured_variant: parent ? product : null,
        configurable_options,
        customizable_options: [],
        errors: notices?.has(row.item_id)
          ? [{ code: 'ITEM_QTY', message: notices.get(row.item_id)! }]
          : available
            ? null
            : [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }],
        is_available: available,
        isFreeGift: row.is_free_gift,
        hideFromGwp: row.is_free_gift || !!product?.is_sample_product || isGiftCard,
        gwpCartLabel: row.is_free_gift ? (row.options.gwp_label ?? 'Free gift') : null,
        customDiscountLabel: discount > 0 ? ruleLabel : null,
        amount: money(gc?.amount ?? unit, cur),
        sender_name: gc?.sender_name ?? '',
        sender_email: gc?.sender_email ?? null,
        recipient_name: gc?.recipient_name ?? '',
        recipient_email: gc?.recipient_email ?? null,
        message: null,
        prices: {
          price: money(net(unit), cur),
          price_including_tax: money(unit, cur),
          row_total: money(net(rowTotal), cur),
          row_total_including_tax: money(rowTotal, cur),
          discounts:
            discount > 0
              ? [
                  {
                    amount: money(discount, cur),
                    label: ruleLabel ?? 'Discount',
                    applied_to: 'ITEM',
                    coupon: quote.coupon_code ? { code: quote.coupon_code } : null,
                  },
                ]
              : [],
          total_item_discount: money(discount, cur),
        },
      };
    }),
  );
  const shipping = quote.shipping_address
    ? [
        {
          ...addressShape(quote.shipping_address, 'shipping', toUid(`shipping/${quote.quote_id}`)),
          available_shipping_methods: t.shippingRates.map((r) => ({
            ...r,
            amount: money(r.amount, cur),
            price_incl_tax: money(r.amount, cur),
            price_excl_tax: money(exclTax(r.amount, t.taxRate), cur),
          })),
          selected_shipping_method: t.selectedShipping
            ? {
                ...t.selectedShipping,
                amount: money(t.selectedShipping.amount, cur),
                price_incl_tax: money(t.selectedShipping.amount, cur),
                price_excl_tax: money(exclTax(t.selectedShipping.amount, t.taxRate), cur),
              }
            : null,
          cart_items_v2: items,
        },
      ]
    : [];
  const discounts = [
    ...(t.discount > 0
      ? [
          {
            amount: money(t.discount, cur),
            label: ruleLabel ?? 'Discount',
            applied_to: 'ITEM',
            coupon: { code: quote.coupon_code },
          },
        ]
      : []),
    ...(t.rewardPointsAmount > 0
      ? [
          {
            amount: money(t.rewardPointsAmount, cur),
            label: 'Reward points',
            applied_to: 'ITEM',
            coupon: null,
          },
        ]
      : []),
    ...t.giftCardsApplied
      .filter((g) => g.applied > 0)
      .map((g) => ({
        amount: money(g.applied, cur),
        label: `Gift card ${g.code}`,
        applied_to: 'ITEM',
        coupon: null,
      })),
  ];
  const freeShipStage = view.stages.find((s) => s.stage === 'FREE_SHIPPING');
  const payment = PAYMENT_METHODS.find((m) => m.code === quote.payment_method);
  return {
    id: quote.masked_id,
    email: quote.email,
    items,
    total_quantity: items.reduce((a, i) => a + i.quantity, 0),
    is_virtual: items.length > 0 && t.shippingRates.length === 0,
    applied_coupons: quote.coupon_code ? [{ code: quote.coupon_code }] : null,
    applied_coupon: quote.coupon_code ? { code: quote.coupon_code } : null,
    applied_gift_cards: view.giftCards.map((g) => {
      const a = t.giftCardsApplied.find((x) => x.code === g.code);
      return {
        code: g.code,
        current_balance: money(g.balance, cur),
        applied_balance: money(a?.applied ?? 0, cur),
        expiration_date: g.expiration_date,
      };
    }),
    applied_reward_points: quote.use_reward_points
      ? { money: money(t.rewardPointsAmount, cur), points: t.rewardPointsUsed }
      : null,
    potential_reward_points: {
      money: money(t.potentialPoints * POINT_VALUE, cur),
      points: t.potentialPoints,
    },
    available_payment_methods: PAYMENT_METHODS.map((m) => ({ ...m, is_deferred: m.is_redirect })),
    selected_payment_method: payment
      ? { code: payment.code, title: payment.title, purchase_order_number: null }
      : { code: '', title: '', purchase_order_number: null },
    shipping_addresses: shipping,
    billing_address: quote.billing_address
      ? addressShape(quote.billing_address, 'billing', toUid(`billing/${quote.quote_id}`))
      : null,
    prices: {
      grand_total: money(t.grandTotal, cur),
      subtotal_including_tax: money(t.subtotal, cur),
      subtotal_excluding_tax: money(t.subtotalExclTax, cur),
      subtotal_with_discount_excluding_tax: money(
        round2(t.subtotalExclTax - exclTax(t.discount, t.taxRate)),
        cur,
      ),
      applied_taxes:
        t.taxAmount > 0
          ? [{ amount: money(t.taxAmount, cur), label: `VAT ${t.taxRate}% (${view.country})` }]
          : [],
      discounts,
      discount: t.discount > 0 ? { amount: money(t.discount, cur), label: [ruleLabel ?? 'Discount'] } : null,
      free_shipping_qualifier: freeShipStage
        ? {
            amount: money(t.freeShipping ? 0 : Math.max(0, freeShipStage.amount - t.gwpSubtotal), cur),
            threshold: money(freeShipStage.amount, cur),
            country_code: view.country,
          }
        : null,
    },
    gift_progress: {
      current: money(t.gwpSubtotal, cur),
      stages: view.stages.map((s) => ({
        code: s.stage,
        label: s.label,
        threshold: money(s.amount, cur),
        remaining: money(Math.max(0, s.amount - t.gwpSubtotal), cur),
        reached: t.gwpSubtotal >= s.amount || (s.stage === 'FREE_SHIPPING' && t.freeShipping),
        gift_sku: s.gift_sku,
      })),
    },
    sample_limit: SAMPLE_LIMIT,
  };
}

type CartShape = Awaited<ReturnType<typeof cartShape>>;

function orderShape(order: OrderRow, items: Awaited<ReturnType<typeof loadOrderItems>>) {
  const cur = order.currency;
  const address = (a: Record<string, unknown> | null) =>
    a ? { ...a, street: a.street ?? [], region: a.region ?? null, country_code: a.country_code } : null;
  const tax = {
    amount: money(order.tax_amount, cur),
    rate: order.totals.tax_rate,
    title: `VAT ${order.totals.tax_rate}%`,
  };
  return {
    id: toUid(order.entity_id),
    number: order.increment_id,
    order_number: order.increment_id,
    order_date: new Date(order.created_at).toISOString().replace('T', ' ').slice(0, 19),
    created_at: new Date(order.created_at).toISOString().replace('T', ' ').slice(0, 19),
    status: order.status,
    email: order.email,
    grand_total: order.grand_total,
    shipping_method: order.shipping_description,
    shipping_address: address(order.shipping_address),
    billing_address: address(order.billing_address),
    payment_methods: [
      {
        name: order.payment_title,
        type: order.payment_method,
        additional_data: order.payment_reference
          ? [{ name: 'payment_reference', value: order.payment_reference }]
          : [],
      },
    ],
    applied_coupons: order.coupon_code ? [{ code: order.coupon_code }] : [],
    applied_gift_cards: order.totals.gift_cards
      .filter((g) => g.applied > 0)
      .map((g) => ({ code: g.code, applied_balance: money(g.applied, cur) })),
    reward_points_earned: order.reward_points_earned,
    reward_points_used: order.reward_points_used,
    subtotal_excl_tax: money(order.subtotal_excl_tax, cur),
    total: {
      subtotal: money(order.subtotal, cur),
      discounts:
        order.discount_amount > 0
          ? [
              {
                amount: money(order.discount_amount, cur),
                label: order.totals.discount_label ?? 'Discount',
                applied_to: 'ITEM',
                coupon: order.coupon_code ? { code: order.coupon_code } : null,
              },
            ]
          : [],
      total_tax: money(order.tax_amount, cur),
      taxes: order.tax_amount > 0 ? [tax] : [],
      grand_total: money(order.grand_total, cur),
      base_grand_total: money(order.grand_total, cur),
      total_shipping: money(order.shipping_amount, cur),
      shipping_handling: {
        amount_including_tax: money(order.shipping_amount, cur),
        amount_excluding_tax: money(exclTax(order.shipping_amount, order.totals.tax_rate), cur),
        total_amount: money(order.shipping_amount, cur),
        taxes: [],
        discounts: [],
      },
    },
    items: items.map((i) => ({
      __typename: 'OrderItem',
      id: toUid(i.item_id),
      product_name: i.name,
      product_sku: i.sku,
      product_sale_price: money(i.price, cur),
      quantity_ordered: i.qty,
      status: 'Ordered',
      discounts: [],
      selected_options: [],
      entered_options: [],
    })),
  };
}

async function orderResult(ctx: ResolverContext, order: OrderRow) {
  return orderShape(order, await loadOrderItems(ctx.db, order.entity_id));
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
    throw inputError('The shipping address must contain either "customer_address_id" or "address".');
  const country = String(input.country_code ?? '').toUpperCase();
  if (!COUNTRIES[country]) throw inputError('Country is not available');
  for (const field of ['firstname', 'lastname', 'city'] as const) {
    if (!String(input[field] ?? '').trim()) throw inputError(`Field "${field}" cannot be empty.`);
  }
  const street = (input.street as string[] | undefined) ?? [];
  if (!street.some((s) => s && s.trim())) throw inputError('Field "street" cannot be empty.');
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

const cartIdOf = (input: { cart_id?: string } | null | undefined) => {
  if (!input?.cart_id) throw inputError('Required parameter "cart_id" is missing');
  return input.cart_id;
};

interface CartItemArg {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: string[] | null;
  entered_options?: { uid: string; value: string }[] | null;
}

export const cartResolvers = {
  Query: {
    cart: (_: unknown, args: { cart_id: string }, ctx: ResolverContext) => readCart(ctx, args.cart_id),
    customerCart: async (_: unknown, __: unknown, ctx: ResolverContext) =>
      shapeCart(ctx, await customerCartOf(ctx, await ctx.auth.requireCustomerId())),
    validateCart: async (_: unknown, args: { cartId: string }, ctx: ResolverContext) => {
      const quote = await getCartForUser(ctx.db, args.cartId, await owner(ctx), {
        storeId: ctx.store.store_id,
      });
      const errors = await stockErrors(ctx.db, quote.quote_id);
      return { valid: errors.length === 0, errors, cart: await shapeCart(ctx, quote) };
    },
    guestOrder: async (
      _: unknown,
      args: { input: { number: string; email: string; lastname: string } },
      ctx: ResolverContext,
    ) => orderResult(ctx, await findGuestOrder(ctx.db, { ...args.input, storeId: ctx.store.store_id })),
    checkoutAgreements: (_: unknown, __: unknown, ctx: ResolverContext) =>
      checkoutAgreementsFor(ctx.store.locale),
    giftCardAccount: async (
      _: unknown,
      args: { input: { gift_card_code: string } },
      ctx: ResolverContext,
    ) => {
      const code = args.input.gift_card_code.trim();
      if (!code) throw inputError('Required parameter "gift_card_code" is missing');
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
      if (!row) throw noSuchEntity('Gift card not found');
      return {
        code: row.code,
        balance: money(row.balance, row.currency),
        expiration_date: row.expiration_date,
      };
    },
  },
  Mutation: {
    mergeCarts: async (
      _: unknown,
      args: { source_cart_id: string; destination_cart_id?: string | null },
      ctx: ResolverContext,
    ) => {
      const customerId = await ctx.auth.requireCustomerId();
      const destId = args.destination_cart_id ?? (await customerCartOf(ctx, customerId)).masked_id;
      const { notices, dest } = await ctx.db.transaction(async (tx) => {
        const dest = await getCartForUser(tx, destId, customerId, {
          forUpdate: true,
          storeId: ctx.store.store_id,
        });
        // The guest cart being merged is the shopper's own from before signing in: a guest cart.
        const source = await getCartForUser(tx, args.source_cart_id, null, {
          forUpdate: true,
          storeId: ctx.store.store_id,
        });
        const notices = await mergeCartInto(tx, source, dest);
        await reconcileFreeGift(txDeps(ctx, tx, dest), dest);
        const [fresh] = await tx.query<QuoteRow>(
          `SELECT quote_id, masked_id, store_id, currency, is_active, customer_id, email, coupon_code, use_reward_points,
                  shipping_address, billing_address, shipping_method, payment_method FROM quote WHERE quote_id = $1`,
          [dest.quote_id],
        );
        return { notices, dest: fresh! };
      });
      return shapeCart(ctx, dest, notices);
    },
    assignCustomerToGuestCart: async (_: unknown, args: { cart_id: string }, ctx: ResolverContext) => {
      const customerId = await ctx.auth.requireCustomerId();
      const customer = await loadCustomer(ctx.db, customerId);
      const guest = await ctx.db.transaction(async (tx) => {
        const guest = await getCartForUser(tx, args.cart_id, null, {
          forUpdate: true,
          storeId: ctx.store.store_id,
        });
        const [own] = await tx.query<QuoteRow>(
          `SELECT quote_id, masked_id, store_id, currency, is_active, customer_id, email, coupon_code, use_reward_points,
                  shipping_address, billing_address, shipping_method, payment_method
             FROM quote WHERE customer_id = $1 AND store_id = $2 AND is_active FOR UPDATE`,
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
      return shapeCart(ctx, guest);
    },
    // As Magento: for a signed-in customer the deprecated createEmptyCart answers with the customer's cart.
    createEmptyCart: async (
      _: unknown,
      args: { input?: { cart_id?: string | null } | null },
      ctx: ResolverContext,
    ) => {
      const customerId = await owner(ctx);
      if (customerId !== null) return (await customerCartOf(ctx, customerId)).masked_id;
      return createCart(ctx.db, ctx.store, null, args.input?.cart_id);
    },
    createGuestCart: async (
      _: unknown,
      args: { input?: { cart_uid?: string | null } | null },
      ctx: ResolverContext,
    ) => {
      if ((await owner(ctx)) !== null) throw inputError('Use `Query.customerCart` for logged in customer.');
      const id = await createCart(ctx.db, ctx.store, null, args.input?.cart_uid);
      return { cart: await readCart(ctx, id) };
    },
    addProductsToCart: (
      _: unknown,
      args: { cartId: string; cartItems: CartItemArg[] },
      ctx: ResolverContext,
    ) => addMany(ctx, args.cartId, args.cartItems),
    addToCartWithPrice: (
      _: unknown,
      args: { cartId: string; sku: string; parent_sku?: string | null; quantity: number; price: number },
      ctx: ResolverContext,
    ) =>
      addMany(ctx, args.cartId, [
        { sku: args.sku, parent_sku: args.parent_sku, quantity: args.quantity, price: args.price },
      ]),
    addSimpleProductsToCart: (
      _: unknown,
      args: { input: { cart_id: string; cart_items: ({ data: CartItemArg } | null)[] } },
      ctx: ResolverContext,
    ) =>
      addOrThrow(
        ctx,
        cartIdOf(args.input),
        args.input.cart_items.filter((i): i is { data: CartItemArg } => !!i).map((i) => i.data),
      ),
    addConfigurableProductsToCart: (
      _: unknown,
      args: {
        input: { cart_id: string; cart_items: ({ data: CartItemArg; parent_sku?: string | null } | null)[] };
      },
      ctx: ResolverContext,
    ) =>
      addOrThrow(
        ctx,
        cartIdOf(args.input),
        args.input.cart_items
          .filter((i): i is { data: CartItemArg; parent_sku?: string | null } => !!i)
          .map((i) => ({ ...i.data, parent_sku: i.data.parent_sku ?? i.parent_sku })),
      ),
    updateCartItems: async (
      _: unknown,
      args: {
        input: {
          cart_id: string;
          cart_items: ({
            cart_item_id?: number | null;
            cart_item_uid?: string | null;
            quantity?: number | null;
          } | null)[];
        };
      },
      ctx: ResolverContext,
    ) => {
      const { result, quote } = await mutateCart(ctx, cartIdOf(args.input), async (tx, q) => {
        const errors: UserError[] = [];
        for (const item of args.input.cart_items) {
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
          if (qty <= 0) {
            await tx.query('DELETE FROM quote_item WHERE item_id = $1', [row.item_id]);
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
              message: `The quantity of "${row.sku}" is fixed at 1.`,
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
        return errors;
      });
      return { errors: result, cart: await shapeCart(ctx, quote) };
    },
    removeItemFromCart: async (
      _: unknown,
      args: { input: { cart_id: string; cart_item_id?: number | null; cart_item_uid?: string | null } },
      ctx: ResolverContext,
    ) => {
      const id =
        args.input.cart_item_id ??
        (args.input.cart_item_uid ? Number(fromUid(args.input.cart_item_uid)) : NaN);
      const { quote } = await mutateCart(ctx, cartIdOf(args.input), async (tx, q) => {
        const gone = await tx.query(
          'DELETE FROM quote_item WHERE quote_id = $1 AND item_id = $2 RETURNING item_id',
          [q.quote_id, Number.isInteger(id) ? id : -1],
        );
        if (gone.length === 0) throw noSuchEntity("The cart doesn't contain the item");
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    applyCouponToCart: async (
      _: unknown,
      args: { input: { cart_id: string; coupon_code: string } },
      ctx: ResolverContext,
    ) => {
      const code = args.input.coupon_code.trim().toUpperCase();
      const { quote } = await mutateCart(ctx, cartIdOf(args.input), async (tx, q) => {
        if (q.coupon_code)
          throw inputError('A coupon is already applied to the cart. Please remove it to apply another');
        const [rule] = await tx.query<{ code: string; min_subtotal: number }>(
          'SELECT code, min_subtotal FROM sales_rule WHERE upper(code) = $1 AND is_active',
          [code],
        );
        const view = await buildCartView(txDeps(ctx, tx, q), q);
        if (!rule || view.totals.subtotal < rule.min_subtotal || view.items.length === 0)
          throw noSuchEntity("The coupon code isn't valid. Verify the code and try again.");
        await tx.query('UPDATE quote SET coupon_code = $2 WHERE quote_id = $1', [q.quote_id, rule.code]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    removeCouponFromCart: async (_: unknown, args: { input: { cart_id: string } }, ctx: ResolverContext) => {
      const { quote } = await mutateCart(ctx, cartIdOf(args.input), async (tx, q) => {
        await tx.query('UPDATE quote SET coupon_code = NULL WHERE quote_id = $1', [q.quote_id]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    applyGiftCardToCart: async (
      _: unknown,
      args: { input: { cart_id: string; gift_card_code: string } },
      ctx: ResolverContext,
    ) => {
      const code = args.input.gift_card_code.trim();
      const { quote } = await mutateCart(ctx, cartIdOf(args.input), async (tx, q) => {
        const [card] = await tx.query<{ code: string }>(
          `SELECT code FROM giftcard_account WHERE code = $1 AND is_active AND balance > 0 AND currency = $2
             AND (expiration_date IS NULL OR expiration_date >= CURRENT_DATE)`,
          [code, q.currency],
        );
        if (!card)
          throw inputError("The gift card code couldn't be added. Verify your information and try again.");
        await tx.query(
          'INSERT INTO quote_gift_card (quote_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [q.quote_id, card.code],
        );
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    removeGiftCardFromCart: async (
      _: unknown,
      args: { input: { cart_id: string; gift_card_code: string } },
      ctx: ResolverContext,
    ) => {
      const { quote } = await mutateCart(ctx, cartIdOf(args.input), async (tx, q) => {
        const gone = await tx.query(
          'DELETE FROM quote_gift_card WHERE quote_id = $1 AND code = $2 RETURNING code',
          [q.quote_id, args.input.gift_card_code.trim()],
        );
        if (gone.length === 0)
          throw noSuchEntity(
            `The gift card "${args.input.gift_card_code.trim()}" is not applied to the cart.`,
          );
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    applyRewardPointsToCart: async (_: unknown, args: { cartId: string }, ctx: ResolverContext) => {
      // Only the signed-in owner of a customer cart spends points (Adobe Commerce: customer carts only).
      const customerId = await ctx.auth.requireCustomerId();
      const { quote } = await mutateCart(ctx, args.cartId, async (tx, q) => {
        if (q.customer_id !== customerId)
          throw shopperError("The current customer isn't authorized.", 'graphql-authorization');
        const points = await rewardPointsOf(tx, customerId);
        if (!points || points <= 0) throw inputError("You don't have enough reward points.");
        await tx.query('UPDATE quote SET use_reward_points = true WHERE quote_id = $1', [q.quote_id]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    removeRewardPointsFromCart: async (_: unknown, args: { cartId: string }, ctx: ResolverContext) => {
      const { quote } = await mutateCart(ctx, args.cartId, async (tx, q) => {
        await tx.query('UPDATE quote SET use_reward_points = false WHERE quote_id = $1', [q.quote_id]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    setGuestEmailOnCart: async (
      _: unknown,
      args: { input: { cart_id: string; email: string } },
      ctx: ResolverContext,
    ) => {
      // As Magento: a customer cart carries the account's e-mail, which only the account changes.
      if ((await owner(ctx)) !== null) throw inputError('The request is not allowed for logged in customers');
      const email = args.input.email.trim();
      if (!EMAIL.test(email)) throw inputError('Invalid email format');
      const { quote } = await mutateCart(ctx, cartIdOf(args.input), async (tx, q) => {
        await tx.query('UPDATE quote SET email = $2 WHERE quote_id = $1', [q.quote_id, email]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    setShippingAddressesOnCart: async (
      _: unknown,
      args: {
        input: {
          cart_id: string;
          shipping_addresses: ({
            address?: Record<string, unknown> | null;
            customer_address_id?: number | null;
            pickup_location_code?: string | null;
          } | null)[];
        };
      },
      ctx: ResolverContext,
    ) => {
      const list = args.input.shipping_addresses.filter((a) => !!a);
      if (list.length > 1) throw inputError('You cannot specify multiple shipping addresses.');
      const address = {
        ...(list[0]?.customer_address_id != null
          ? await savedAddress(ctx, list[0].customer_address_id)
          : addressInput(list[0]?.address)),
        pickup_location_code: list[0]?.pickup_location_code ?? null,
      };
      const { quote } = await mutateCart(ctx, cartIdOf(args.input), async (tx, q) => {
        await tx.query('UPDATE quote SET shipping_address = $2 WHERE quote_id = $1', [
          q.quote_id,
          JSON.stringify(address),
        ]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    setBillingAddressOnCart: async (
      _: unknown,
      args: {
        input: {
          cart_id: string;
          billing_address: {
            address?: Record<string, unknown> | null;
            customer_address_id?: number | null;
            same_as_shipping?: boolean | null;
            use_for_shipping?: boolean | null;
          };
        };
      },
      ctx: ResolverContext,
    ) => {
      const b = args.input.billing_address;
      const saved = b.customer_address_id != null ? await savedAddress(ctx, b.customer_address_id) : null;
      const { quote } = await mutateCart(ctx, cartIdOf(args.input), async (tx, q) => {
        let address: CartAddress;
        if (saved) {
          address = saved;
        } else if (b.same_as_shipping || (!b.address && b.use_for_shipping === undefined)) {
          if (!q.shipping_address)
            throw inputError('The shipping address is missing. Set the address and try again.');
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
    setShippingMethodsOnCart: async (
      _: unknown,
      args: {
        input: {
          cart_id: string;
          shipping_methods: ({ carrier_code: string; method_code: string } | null)[];
        };
      },
      ctx: ResolverContext,
    ) => {
      const method = args.input.shipping_methods.find((m) => !!m);
      if (!method) throw inputError('Required parameter "shipping_methods" is missing');
      const { quote } = await mutateCart(ctx, cartIdOf(args.input), async (tx, q) => {
        if (!q.shipping_address)
          throw inputError('The shipping address is missing. Set the address and try again.');
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
    setPaymentMethodOnCart: async (
      _: unknown,
      args: { input: { cart_id: string; payment_method: { code: string } } },
      ctx: ResolverContext,
    ) => {
      const code = args.input.payment_method.code;
      if (!PAYMENT_METHODS.some((m) => m.code === code))
        throw inputError('The requested Payment Method is not available.');
      const { quote } = await mutateCart(ctx, cartIdOf(args.input), async (tx, q) => {
        await tx.query('UPDATE quote SET payment_method = $2 WHERE quote_id = $1', [q.quote_id, code]);
      });
      return { cart: await shapeCart(ctx, quote) };
    },
    placeOrder: async (_: unknown, args: { input?: { cart_id?: string } | null }, ctx: ResolverContext) => {
      const result = await placeOrder(ctx.db, {
        maskedId: cartIdOf(args.input),
        owner: await owner(ctx),
        defaultCountry: ctx.store.default_country,
        storeId: ctx.store.store_id,
      });
      if (!result.order)
        return { errors: result.errors, orderV2: null, order: null, payment_redirect_url: null };
      return {
        errors: [],
        orderV2: await orderResult(ctx, result.order),
        order: { order_number: result.order.increment_id, order_id: result.order.increment_id },
        payment_redirect_url: result.redirectUrl,
      };
    },
    restoreQuoteFromOrder: async (_: unknown, args: { orderNumber: string }, ctx: ResolverContext) =>
      restoreQuoteFromOrder(ctx.db, { orderNumber: args.orderNumber, owner: await owner(ctx) }),
    confirmLocalPayment: async (
      _: unknown,
      args: {
        input: {
          cart_id: string;
          payment_reference?: string | null;
          result: 'AUTHORISED' | 'REFUSED' | 'CANCELLED';
        };
      },
      ctx: ResolverContext,
    ) => {
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
    itemsV2: (cart: CartShape, args: { pageSize?: number | null; currentPage?: number | null }) => {
      const size = args.pageSize ?? 20;
      const page = args.currentPage ?? 1;
      return {
        items: cart.items.slice((page - 1) * size, page * size),
        total_count: cart.items.length,
        page_info: { current_page: page, page_size: size, total_pages: Math.ceil(cart.items.length / size) },
      };
    },
    available_samples: async (_: CartShape, __: unknown, ctx: ResolverContext) => {
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
  CartItemInterface: { __resolveType: (i: { __typename: string }) => i.__typename },
  CartAddressInterface: {
    __resolveType: (a: { __kind: string }) =>
      a.__kind === 'billing' ? 'BillingCartAddress' : 'ShippingCartAddress',
  },
  OrderItemInterface: { __resolveType: () => 'OrderItem' },
};
