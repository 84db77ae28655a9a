import {
  confirmSubscription,
  customerNewsletterStatus,
  loadCommunicationPreferences,
  saveCommunicationPreferences,
} from '../domain/newsletter.js';
import { requestMail } from '../mail/outbox.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';

/**
 * The newsletter subscription as the account sees it (`is_subscribed` derived from it, as Magento
 * does; `newsletter_status`), its confirmation link, and the channel preferences (/communications).
 */
export const newsletterResolvers: Resolvers = {
  Customer: {
    is_subscribed: async (parent, _, ctx) =>
      (await customerNewsletterStatus(ctx.db, ctx.store.store_id, Number(parent.id))) === 'SUBSCRIBED',
    newsletter_status: (parent, _, ctx) =>
      customerNewsletterStatus(ctx.db, ctx.store.store_id, Number(parent.id)),
    communication_preferences: (parent, _, ctx) => loadCommunicationPreferences(ctx.db, Number(parent.id)),
  },
  Mutation: {
    confirmNewsletterSubscription: async (_, args, ctx) => {
      const status = await confirmSubscription(ctx.db, args.subscriber_id, args.code);
      requestMail(ctx.db);
      return { status };
    },
    updateCustomerCommunicationPreferences: async (_, args, ctx) =>
      saveCommunicationPreferences(ctx.db, await ctx.auth.requireCustomerId(), args.input),
  },
};
