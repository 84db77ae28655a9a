import { phrase } from '../i18n/scope.js';
import { birthdayWritesLeft, couponOffers } from '../domain/birthday.js';
import { dateIn } from '../domain/clock.js';
import { LOYALTY_RATE, POINT_VALUE } from '../domain/cart-totals.js';
import { loyaltyEnabledIn, pointsHistory, pointsMoney, type PointsAction } from '../domain/loyalty.js';
import { rewardPointsOf } from '../domain/cart.js';
import {
  inviteFriend,
  listReferrals,
  referralCodeOf,
  referralPoints,
  REFERRAL_PERCENT,
} from '../domain/referral.js';
import { requestMail } from '../mail/outbox.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';
import { money } from './cart-shape.js';

/** Why a balance changed, in the store view's language (Adobe's `change_reason`). */
function changeReason(action: PointsAction, order: string | null): string {
  switch (action) {
    case 'EARNED':
      return phrase('Points earned with order #%1', order ?? '');
    case 'SPENT':
      return phrase('Points spent on order #%1', order ?? '');
    case 'ADJUSTED':
      return order ? phrase('Adjusted for order #%1', order) : phrase('Adjusted');
    case 'REFERRAL':
      return phrase("A referred friend's first order");
  }
}

/**
 * Loyalty programme (spec §1): Adobe Commerce's `Customer.reward_points`, the referral and birthday
 * extensions, the cart's personal coupons and the promo landing pages. Thin: read, shape.
 */
export const loyaltyResolvers: Resolvers = {
  Customer: {
    reward_points: async (_, __, ctx) => {
      const customerId = await ctx.auth.requireCustomerId();
      // Spec §1: the programme shows only where the store view's loyalty_pwa_enabled is on.
      if (!(await loyaltyEnabledIn(ctx.db, ctx.store.store_id))) return null;
      const cur = ctx.store.default_display_currency_code;
      const points = (await rewardPointsOf(ctx.db, customerId)) ?? 0;
      const history = await pointsHistory(ctx.db, customerId);
      return {
        balance: { points, money: money(pointsMoney(points), cur) },
        balance_history: history.map((h) => ({
          balance: { points: h.points_balance, money: money(pointsMoney(h.points_balance), cur) },
          change_reason: changeReason(h.action, h.order_number),
          date: h.created_at,
          points_change: h.points_delta,
          action: h.action,
          order_number: h.order_number,
        })),
        exchange_rates: {
          // 3 % of 100 in points of POINT_VALUE; and what 100 points are worth.
          earning: { currency_amount: 100, points: Math.round((100 * LOYALTY_RATE) / POINT_VALUE) },
          redemption: { currency_amount: pointsMoney(100), points: 100 },
        },
        // The shop sends no reward points e-mails.
        subscription_status: {
          balance_updates: 'NOT_SUBSCRIBED',
          points_expiration_notifications: 'NOT_SUBSCRIBED',
        },
      };
    },
    date_of_birth_changes_left: async (_, __, ctx) => {
      const customerId = await ctx.auth.requireCustomerId();
      const [row] = await ctx.db.query<{ writes: number }>(
        'SELECT date_of_birth_writes AS writes FROM customer WHERE entity_id = $1',
        [customerId],
      );
      return birthdayWritesLeft(row?.writes ?? 0);
    },
    referral: async (_, __, ctx) => {
      const customerId = await ctx.auth.requireCustomerId();
      return {
        referral_code: await referralCodeOf(ctx.db, customerId),
        referrer_points: referralPoints(),
        friend_discount_percent: REFERRAL_PERCENT,
        referred_friends: await listReferrals(ctx.db, customerId),
      };
    },
    loyalty_coupons: async (_, __, ctx) =>
      couponOffers(ctx.db, await ctx.auth.requireCustomerId(), ctx.store.store_id),
  },
  Cart: {
    loyalty_coupons: async (cart, _, ctx) => {
      const { customerId, storeId } = cart.__owner;
      if (customerId === null || !(await loyaltyEnabledIn(ctx.db, storeId))) return [];
      // Not the one applied already: the cart offers the others.
      return (await couponOffers(ctx.db, customerId, storeId)).filter(
        (c) => c.code !== cart.applied_coupon?.code,
      );
    },
  },
  Mutation: {
    referFriend: async (_, args, ctx) => {
      const customerId = await ctx.auth.requireCustomerId();
      if (!(await loyaltyEnabledIn(ctx.db, ctx.store.store_id)))
        throw new Error(phrase('The loyalty programme is not available in this store.'));
      const row = await inviteFriend(ctx.db, customerId, ctx.store.store_id, args.email);
      requestMail(ctx.db);
      return { referred_friend: row };
    },
  },
  Query: {
    promoPage: async (_, args, ctx) => {
      const code = args.promoCode.trim();
      if (!code || code.length > 64) return null;
      const [row] = await ctx.db.query<{
        promo_code: string;
        title: string;
        content: string;
        from_date: string | null;
        to_date: string | null;
      }>(
        `SELECT p.promo_code, coalesce(ps.title, p.title) AS title, coalesce(ps.content, p.content) AS content,
                to_char(p.from_date, 'YYYY-MM-DD') AS from_date, to_char(p.to_date, 'YYYY-MM-DD') AS to_date
           FROM promotion p JOIN sales_rule r ON r.rule_id = p.rule_id
           LEFT JOIN promotion_store ps ON ps.promo_code = p.promo_code AND ps.store_id = $2
          WHERE upper(p.promo_code) = upper($1) AND p.is_active`,
        [code, ctx.store.store_id],
      );
      if (!row) return null;
      const today = dateIn(ctx.store.timezone);
      const isValid = (!row.from_date || row.from_date <= today) && (!row.to_date || row.to_date >= today);
      return { ...row, is_valid: isValid };
    },
  },
};
