import {
  buildCartView,
  itemUid,
  PAYMENT_METHODS,
  paymentTitle,
  taxTitle,
  SAMPLE_LIMIT,
  type CartAddress,
  type CartView,
  type QuoteRow,
} from '../domain/cart.js';
import { exclTax, POINT_VALUE, round2 } from '../domain/cart-totals.js';
import { phrase } from '../i18n/scope.js';
import { amount, cents, times } from '../domain/money.js';
import { toUid } from '../domain/ids.js';
import { loadOrderItems, type OrderRow } from '../domain/order.js';
import type { ResolverContext } from './context.js';
import { loadAll } from '../db/batch.js';

/**
 * Carts and orders in their GraphQL shape (Magento 2.4 names). `CartModel` is what cart resolvers
 * hand on to the Cart type's field resolvers (codegen's mapper for Cart).
 */
export const money = (value: number, currency: string) => ({ value: round2(value), currency });

export const COUNTRIES: Record<string, string> = {
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

/**
 * Cart views already read for a cart row (`answerWith`), by that row object: only the very row a
 * mutation returned finds one, so nothing is shared between requests or carts.
 */
const readViews = new WeakMap<QuoteRow, CartView>();

/**
 * Lets `shapeCart` answer for `quote` with a view read inside the mutation's transaction, after its
 * changes, instead of reading the cart again. Its products also fill the request's product loader,
 * so the answer's product fields read none again.
 */
export function answerWith(ctx: ResolverContext, quote: QuoteRow, view: CartView): void {
  // The loader reads products in the store view's display currency; a cart in another is read again.
  if (quote.currency !== ctx.currency) return;
  readViews.set(quote, view);
  for (const { product, parent } of view.items) {
    for (const p of [product, parent]) if (p) ctx.loaders.product.prime(p.id, p);
  }
}

/** The cart as Magento's Cart; `notices` replaces a line's errors (a merge that capped its quantity). */
export async function shapeCart(ctx: ResolverContext, quote: QuoteRow, notices?: Map<number, string>) {
  const read = readViews.get(quote);
  if (read) return cartShape(ctx, read, notices);
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

function addressShape(a: CartAddress, uid: string) {
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
      const typename = parent
        ? ('ConfigurableCartItem' as const)
        : isGiftCard
          ? ('GiftCardCartItem' as const)
          : ('SimpleCartItem' as const);
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
          ? [{ code: 'ITEM_QTY' as const, message: notices.get(row.item_id)! }]
          : available
            ? null
            : [{ code: 'ITEM_QTY' as const, message: 'The requested qty is not available' }],
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
                    label: ruleLabel ?? phrase('Discount'),
                    applied_to: 'ITEM' as const,
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
          ...addressShape(quote.shipping_address, toUid(`shipping/${quote.quote_id}`)),
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
            label: ruleLabel ?? phrase('Discount'),
            applied_to: 'ITEM' as const,
            coupon: { code: quote.coupon_code },
          },
        ]
      : []),
    ...(t.rewardPointsAmount > 0
      ? [
          {
            amount: money(t.rewardPointsAmount, cur),
            label: phrase('Reward points'),
            applied_to: 'ITEM' as const,
            coupon: null,
          },
        ]
      : []),
    ...t.giftCardsApplied
      .filter((g) => g.applied > 0)
      .map((g) => ({
        amount: money(g.applied, cur),
        label: phrase('Gift card %1', g.code),
        applied_to: 'ITEM' as const,
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
    available_payment_methods: PAYMENT_METHODS.filter((m) => m.listed).map((m) => ({
      code: m.code,
      title: paymentTitle(m),
      is_redirect: m.is_redirect,
      is_deferred: m.is_redirect,
    })),
    selected_payment_method: payment
      ? { code: payment.code, title: paymentTitle(payment), purchase_order_number: null }
      : { code: '', title: '', purchase_order_number: null },
    shipping_addresses: shipping,
    billing_address: quote.billing_address
      ? addressShape(quote.billing_address, toUid(`billing/${quote.quote_id}`))
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
          ? [
              {
                amount: money(t.taxAmount, cur),
                label: `${taxTitle(view.country)} ${t.taxRate}% (${view.country})`,
              },
            ]
          : [],
      discounts,
      discount:
        t.discount > 0 ? { amount: money(t.discount, cur), label: [ruleLabel ?? phrase('Discount')] } : null,
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
    /** Whose personal coupons the cart offers (Cart.loyalty_coupons). */
    __owner: { customerId: quote.customer_id, storeId: quote.store_id },
  };
}

export type CartModel = Awaited<ReturnType<typeof cartShape>>;
export type CartItemModel = CartModel['items'][number];

function orderShape(order: OrderRow, items: Awaited<ReturnType<typeof loadOrderItems>>) {
  const cur = order.currency;
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
    // The carrier's title, as the shipping description starts ("In-Store Pickup - Pick up in store").
    carrier: order.shipping_description?.split(' - ')[0] ?? null,
    shipping_address: order.shipping_address,
    billing_address: order.billing_address,
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
      subtotal_excl_tax: money(order.subtotal_excl_tax, cur),
      subtotal_incl_tax: money(order.subtotal, cur),
      discounts:
        order.discount_amount > 0
          ? [
              {
                amount: money(order.discount_amount, cur),
                label: order.totals.discount_label ?? 'Discount',
                applied_to: 'ITEM' as const,
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
    items: items.map((i) => {
      // Gift cards carry no VAT; other lines' prices include the order's rate.
      const rate = 'giftcard' in i.options ? 0 : order.totals.tax_rate;
      return {
        __typename: 'OrderItem' as const,
        id: toUid(i.item_id),
        product_id: i.product_id,
        product_name: i.name,
        product_sku: i.sku,
        product_sale_price: money(i.price, cur),
        quantity_ordered: i.qty,
        status: 'Ordered',
        discounts: [],
        selected_options: [],
        entered_options: [],
        prices: {
          price: money(exclTax(i.price, rate), cur),
          price_including_tax: money(i.price, cur),
          row_total: money(exclTax(i.row_total, rate), cur),
          row_total_including_tax: money(i.row_total, cur),
          total_item_discount: money(0, cur),
        },
      };
    }),
  };
}

export type OrderModel = ReturnType<typeof orderShape>;
export type OrderItemModel = OrderModel['items'][number];

export async function orderResult(ctx: ResolverContext, order: OrderRow) {
  return orderShape(order, await loadOrderItems(ctx.db, order.entity_id));
}
