import { findBlocks, findPage, type CmsPageModel } from '../domain/cms.js';
import type { ResolverContext } from './context.js';

type PageParent = CmsPageModel & { redirect_code?: number; relative_url?: string };

export const cmsResolvers = {
  Query: {
    cmsPage: (_: unknown, args: { identifier?: string | null; id?: number | null }, ctx: ResolverContext) =>
      findPage(ctx.db, ctx.store.store_id, args),
    cmsBlocks: async (
      _: unknown,
      args: { identifiers?: (string | null)[] | null },
      ctx: ResolverContext,
    ) => ({
      items: await findBlocks(ctx.db, ctx.store.store_id, args.identifiers),
    }),
  },
  CmsPage: {
    url_key: (p: PageParent) => p.identifier,
    redirect_code: (p: PageParent) => p.redirect_code ?? 0,
    relative_url: (p: PageParent) => p.relative_url ?? p.identifier,
    type: () => 'CMS_PAGE',
  },
};
