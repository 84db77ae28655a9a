import {
  findPost,
  listAuthors,
  listCategories,
  listPosts,
  listTags,
  type BlogAuthorModel,
  type BlogListArgs,
  type BlogPostModel,
} from '../domain/blog.js';
import type { ResolverContext } from './context.js';

const media = (path: string | null) => (path ? `/media/${path}` : null);

export const blogResolvers = {
  Query: {
    amBlogPosts: async (_: unknown, args: BlogListArgs, ctx: ResolverContext) => {
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
    amBlogPost: (_: unknown, args: { id?: number | null; urlKey?: string | null }, ctx: ResolverContext) =>
      findPost(ctx.db, ctx.store.store_id, args),
    amBlogCategories: async (_: unknown, __: unknown, ctx: ResolverContext) => ({
      items: await listCategories(ctx.db, ctx.store.store_id),
    }),
    amBlogTags: async (_: unknown, __: unknown, ctx: ResolverContext) => ({
      items: await listTags(ctx.db, ctx.store.store_id),
    }),
    amBlogAuthors: async (_: unknown, __: unknown, ctx: ResolverContext) => ({
      items: await listAuthors(ctx.db, ctx.store.store_id),
    }),
  },
  AmBlogPost: {
    post_thumbnail: (p: BlogPostModel) => media(p.post_thumbnail),
    list_thumbnail: (p: BlogPostModel) => media(p.list_thumbnail),
    // One image serves both places: the alt text describes the picture, not the slot.
    list_thumbnail_alt: (p: BlogPostModel) => p.post_thumbnail_alt,
    created_at: (p: BlogPostModel) => p.published_at,
    author_id: (p: BlogPostModel) => (p.author_id === null ? null : String(p.author_id)),
    categories: (p: BlogPostModel) => p.categories.map((c) => c.category_id).join(','),
    tag_ids: (p: BlogPostModel) => p.tags.map((t) => t.tag_id).join(','),
    status: (p: BlogPostModel) => String(p.status),
    views: (p: BlogPostModel) => String(p.views),
    post_author: (p: BlogPostModel) => p.author,
    post_categories: (p: BlogPostModel) => p.categories,
    post_tags: (p: BlogPostModel) => p.tags,
  },
  AmBlogCategory: {
    sort_order: (c: { sort_order: number }) => String(c.sort_order),
  },
  AmBlogAuthor: {
    image: (a: BlogAuthorModel) => media(a.image),
  },
};
