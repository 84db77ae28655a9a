import { findBlocks, findPage, storesWithPage } from '../domain/cms.js';
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
    // The same page in the other public store views (as a category's hreflangs): not for the home
    // and 404 pages, whose place in another store is that store's root.
    hreflangs: async (p, _, ctx) => {
      const config = ctx.store.config;
      const ownRoot = [String(config.cms_home_page ?? 'home'), String(config.cms_no_route ?? 'no-route')];
      if (ownRoot.includes(p.identifier)) return [];
      const others = ctx.stores.filter((s) => s.code !== ctx.store.code && s.website_code !== 'staff');
      const ids = await storesWithPage(
        ctx.db,
        p.identifier,
        others.map((s) => s.store_id),
      );
      return others
        .filter((s) => ids.includes(s.store_id))
        .map((s) => ({ url: `/${s.code}/${p.identifier}`, lang: s.locale.replace('_', '-') }));
    },
  },
};
