import { findPost, listAuthors, listCategories, listPosts, listTags } from '../domain/blog.js';
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
  },
  AmBlogPost: {
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
  },
  AmBlogAuthor: {
    image: (a) => media(a.image),
  },
};
