import { toStoreConfig } from '../domain/store.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';
import type { ResolverContext } from './context.js';

const defaultGroup = (ctx: ResolverContext) =>
  ctx.stores.find((s) => s.code === 'en')?.group_id ?? ctx.store.group_id;

export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: (_, __, ctx) => toStoreConfig(ctx.store, defaultGroup(ctx)),
    availableStores: (_, args, ctx) =>
      ctx.stores
        .filter((s) => !args.useCurrentGroup || s.group_id === ctx.store.group_id)
        .map((s) => toStoreConfig(s, defaultGroup(ctx))),
  },
};
