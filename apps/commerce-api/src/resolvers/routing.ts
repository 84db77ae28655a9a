import { isInStoreTree, loadProducts } from '../domain/catalog.js';
import { productTypename } from './catalog.js';
import { findPageById } from '../domain/cms.js';
import { findCategory, findPost } from '../domain/blog.js';
import { toUid } from '../domain/ids.js';
import { resolveUrl, type ResolvedRoute } from '../domain/routing.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';
import type { ResolverContext } from './context.js';

function lookup(url: string, ctx: ResolverContext): Promise<ResolvedRoute | null> {
  const c = ctx.store.config;
  return resolveUrl(ctx.db, ctx.store.store_id, url, {
    homePage: String(c.cms_home_page ?? 'home'),
    suffixes: [...new Set([String(c.category_url_suffix ?? ''), String(c.product_url_suffix ?? '')])],
  });
}

/** Loads the routed entity and tags it with its GraphQL type and redirect data. */
async function entityFor(route: ResolvedRoute, ctx: ResolverContext) {
  const extra = { redirect_code: route.redirect_code, relative_url: route.relative_url };
  if (route.type === 'CATEGORY') {
    const cat = (await ctx.categoryTree()).byId.get(route.id);
    return cat && isInStoreTree(cat, ctx.store.root_category_id) ? { ...cat, ...extra } : null;
  }
  if (route.type === 'PRODUCT') {
    const [product] = await loadProducts(ctx.db, ctx.store.store_id, ctx.currency, [route.id]);
    if (!product) return null;
    return { ...product, ...extra };
  }
  if (route.type === 'AMBLOG_POST') {
    // A store view without the journal has no journal URLs.
    if (ctx.store.config.amblog_enabled !== true) return null;
    const post = await findPost(ctx.db, ctx.store.store_id, { id: route.id }).catch(() => null);
    return post ? { ...post, route: extra } : null;
  }
  if (route.type === 'AMBLOG_CATEGORY') {
    if (ctx.store.config.amblog_enabled !== true) return null;
    const category = await findCategory(ctx.db, ctx.store.store_id, route.id);
    return category ? { ...category, route: extra } : null;
  }
  const page = await findPageById(ctx.db, ctx.store.store_id, route.id);
  return page ? { ...page, ...extra } : null;
}

export const routingResolvers: Resolvers = {
  Query: {
    route: async (_, args, ctx) => {
      const route = await lookup(args.url, ctx);
      return route ? entityFor(route, ctx) : null;
    },
    urlResolver: async (_, args, ctx) => {
      const route = await lookup(args.url, ctx);
      if (!route || !(await entityFor(route, ctx))) return null;
      return {
        id: route.id,
        entity_uid: toUid(route.id),
        relative_url: route.relative_url,
        canonical_url: route.relative_url,
        redirectCode: route.redirect_code,
        type: route.type,
      };
    },
  },
  RoutableInterface: {
    __resolveType: (entity) =>
      'post_id' in entity
        ? 'AmBlogPost'
        : 'category_id' in entity && 'post_count' in entity
          ? 'AmBlogCategory'
          : 'type_id' in entity
            ? productTypename(entity)
            : 'childIds' in entity
              ? 'CategoryTree'
              : 'CmsPage',
  },
};
