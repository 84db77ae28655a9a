import { toStoreConfig } from '../domain/store.js';
import type { ResolverContext } from './context.js';

const defaultGroup = (ctx: ResolverContext) =>
  ctx.stores.find((s) => s.code === 'en')?.group_id ?? ctx.store.group_id;

export const storeResolvers = {
  Query: {
    storeConfig: (_: unknown, __: unknown, ctx: ResolverContext) =>
      toStoreConfig(ctx.store, defaultGroup(ctx)),
    availableStores: (_: unknown, args: { useCurrentGroup?: boolean | null }, ctx: ResolverContext) =>
      ctx.stores
        .filter((s) => !args.useCurrentGroup || s.group_id === ctx.store.group_id)
        .map((s) => toStoreConfig(s, defaultGroup(ctx))),
  },
};
