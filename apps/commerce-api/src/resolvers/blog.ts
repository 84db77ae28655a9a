import {
  findPost,
  listAuthors,
  listCategories,
  listPosts,
  listTags,
  postTranslations,
  relatedPostIds,
} from '../domain/blog.js';
import { leaveComment, listComments } from '../domain/blog-comments.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';

const media = (path: string | null) => (path ? `/media/${path}` : null);

export const blogResolvers: Resolvers = {
  Query: {
    amBlogPosts: async (_, args, ctx) => {
      const list = await listPosts(ctx.db, ctx.store.store_id, args);
      return {
        all_post_size: list.total,
        items: list.items,
        page_info: {
          current_page: list.currentPage,
          page_size: list.pageSize,
          total_pages: Math.ceil(list.total / list.pageSize),
        },
      };
    },
    amBlogPost: (_, args, ctx) => findPost(ctx.db, ctx.store.store_id, args),
    amBlogCategories: async (_, __, ctx) => ({
      items: await listCategories(ctx.db, ctx.store.store_id),
    }),
    amBlogTags: async (_, __, ctx) => ({
      items: await listTags(ctx.db, ctx.store.store_id),
    }),
    amBlogAuthors: async (_, __, ctx) => ({
      items: await listAuthors(ctx.db, ctx.store.store_id),
    }),
    amBlogComments: async (_, args, ctx) => ({
      items: await listComments(ctx.db, ctx.store.store_id, args.postId, await ctx.auth.customerId()),
    }),
  },
  Mutation: {
    amBlogLeaveComment: async (_, { input }, ctx) => {
      const customerId = await ctx.auth.requireCustomerId();
      await ctx.auth.takeRateLimit('comment');
      return { comment: await leaveComment(ctx.db, ctx.store.store_id, customerId, input) };
    },
  },
  AmBlogComment: {
    post_id: (c) => String(c.post_id),
    reply_to: (c) => (c.reply_to === null ? null : String(c.reply_to)),
    status: (c) => String(c.status),
    is_own: async (c, _, ctx) => c.customer_id === (await ctx.auth.customerId()),
  },
  AmBlogPost: {
    related_post_ids: async (p, _, ctx) => (await relatedPostIds(ctx.db, p.post_id)).join(','),
    comment_count: async (p, _, ctx) => {
      const rows = await ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM amblog_comment WHERE post_id = $1 AND store_id = $2 AND status = 2',
        [p.post_id, ctx.store.store_id],
      );
      return rows[0]?.n ?? 0;
    },
    canonical_url: (p) => `blog/${p.url_key}`,
    post_translations: (p, _, ctx) =>
      postTranslations(
        ctx.db,
        p.post_id,
        ctx.stores.filter((s) => s.config.amblog_enabled === true),
      ),
    redirect_code: (p) => p.route?.redirect_code ?? 0,
    relative_url: (p) => p.route?.relative_url ?? `blog/${p.url_key}`,
    type: () => 'AMBLOG_POST',
    post_thumbnail: (p) => media(p.post_thumbnail),
    list_thumbnail: (p) => media(p.list_thumbnail),
    // One image serves both places: the alt text describes the picture, not the slot.
    list_thumbnail_alt: (p) => p.post_thumbnail_alt,
    created_at: (p) => p.published_at,
    author_id: (p) => (p.author_id === null ? null : String(p.author_id)),
    categories: (p) => p.categories.map((c) => c.category_id).join(','),
    tag_ids: (p) => p.tags.map((t) => t.tag_id).join(','),
    status: (p) => String(p.status),
    views: (p) => String(p.views),
    post_author: (p) => p.author,
    post_categories: (p) => p.categories,
    post_tags: (p) => p.tags,
  },
  AmBlogCategory: {
    sort_order: (c) => String(c.sort_order),
    redirect_code: (c) => c.route?.redirect_code ?? 0,
    relative_url: (c) => c.route?.relative_url ?? `blog/category/${c.url_key}`,
    type: () => 'AMBLOG_CATEGORY',
  },
  AmBlogAuthor: {
    image: (a) => media(a.image),
  },
};
