import { applyForPro, proStatus } from '../domain/pro-accounts.js';
import { requestMail } from '../mail/outbox.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';

/** Spec §3 PRO registration (customer-extensions.graphql). */
export const proAccountResolvers: Resolvers = {
  Customer: {
    pro_status: (parent, _, ctx) => proStatus(ctx.db, Number(parent.id)),
  },
  Mutation: {
    createProCustomerApplication: async (_, args, ctx) => {
      await applyForPro(ctx.db, ctx.store.store_id, args.input, ctx.auth.settings);
      // The confirmation e-mail goes out after the transaction.
      requestMail(ctx.db);
      return { status: 'PENDING' as const };
    },
  },
};
