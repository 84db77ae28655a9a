import { findBlocks, findPage } from '../domain/cms.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';

export const cmsResolvers: Resolvers = {
  Query: {
    cmsPage: (_, args, ctx) => findPage(ctx.db, ctx.store.store_id, args),
    cmsBlocks: async (_, args, ctx) => ({
      items: await findBlocks(ctx.db, ctx.store.store_id, args.identifiers),
    }),
  },
  CmsPage: {
    url_key: (p) => p.identifier,
    redirect_code: (p) => p.redirect_code ?? 0,
    relative_url: (p) => p.relative_url ?? p.identifier,
    type: () => 'CMS_PAGE',
  },
};
