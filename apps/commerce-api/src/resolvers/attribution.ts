import { randomUUID } from 'node:crypto';
import {
  attributionRecord,
  awinChannel,
  awinClickId,
  commissionGroupOf,
  getBlacklistData,
  optionalText,
  orderRevenue,
  recordAffiliateEvent,
  revenueCents,
  saveCartAttribution,
} from '../domain/attribution.js';
import { getCartForUser } from '../domain/cart.js';
import { inputError } from '../domain/errors.js';
import { trackingText } from '../domain/tracking.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';

/** Spec §3/§5/§7 (attribution-extensions.graphql): thin — check, store, answer. */
export const attributionResolvers: Resolvers = {
  Query: {
    getBlacklistData: (_, __, ctx) => getBlacklistData(ctx.db),
  },
  Mutation: {
    gtmSaveAttribution: async (_, a, ctx) => {
      const record = attributionRecord(a, new Date());
      const quote = await getCartForUser(ctx.db, a.cart_id, await ctx.auth.customerId(), {
        storeId: ctx.store.store_id,
      });
      await saveCartAttribution(ctx.db, quote.quote_id, record);
      return { pixelID: null, eventId: randomUUID() };
    },
    awinCookie: (_, a, ctx) => {
      const awc = awinClickId(a.awc);
      if (!awc) throw inputError('"awc" is required.');
      return recordAffiliateEvent(ctx.db, {
        name: 'cookie',
        storeId: ctx.store.store_id,
        awc,
        channel: awinChannel(a.utm_source),
      });
    },
    awinCommissionGroup: async (_, a, ctx) => {
      const orderNumber = trackingText('orderNumber', a.orderNumber);
      const { revenue, currency } = await orderRevenue(ctx.db, orderNumber, ctx.store.store_id);
      const commissionGroup = commissionGroupOf(revenue);
      const out = await recordAffiliateEvent(ctx.db, {
        name: 'commission_group',
        storeId: ctx.store.store_id,
        orderNumber,
        revenue,
        currency,
        commissionGroup,
      });
      return { ...out, commissionGroup };
    },
    awinPurchase: async (_, a, ctx) => {
      const orderNumber = trackingText('orderNumber', a.orderNumber);
      const revenue = revenueCents(a.revenue);
      const currency = a.currencyCode.trim().toUpperCase();
      if (!/^[A-Z]{3}$/.test(currency)) throw inputError('"currencyCode" must be a 3-letter currency code.');
      // Only a sale of this store view is recorded.
      await orderRevenue(ctx.db, orderNumber, ctx.store.store_id);
      const commissionGroup = optionalText('commissionGroup', a.commissionGroup);
      if (
        commissionGroup &&
        !/^[A-Za-z0-9_-]+:\d+\.\d{2}(\|[A-Za-z0-9_-]+:\d+\.\d{2})*$/.test(commissionGroup)
      )
        throw inputError('"commissionGroup" must be CODE:amount parts joined by |.');
      return recordAffiliateEvent(ctx.db, {
        name: 'purchase',
        storeId: ctx.store.store_id,
        orderNumber,
        revenue,
        currency,
        channel: awinChannel(a.channel),
        awc: awinClickId(a.awc),
        voucher: optionalText('voucher', a.voucher),
        commissionGroup,
      });
    },
  },
};
