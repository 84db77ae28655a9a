import { customerPaymentTokens, deletePaymentToken } from '../domain/vault.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';

/** Magento's vault operations: the signed-in customer's saved cards (spec §2 /saved-payments). */
export const vaultResolvers: Resolvers = {
  Query: {
    customerPaymentTokens: async (_, __, ctx) => ({
      items: await customerPaymentTokens(ctx.db, await ctx.auth.requireCustomerId()),
    }),
  },
  Mutation: {
    deletePaymentToken: async (_, args, ctx) => {
      const customerId = await ctx.auth.requireCustomerId();
      await deletePaymentToken(ctx.db, customerId, args.public_hash);
      return {
        result: true,
        customerPaymentTokens: { items: await customerPaymentTokens(ctx.db, customerId) },
      };
    },
  },
};
