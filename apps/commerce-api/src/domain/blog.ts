import type { Queryable } from '../db/client.js';
import { validatePaging } from './catalog.js';
import { inputError, noSuchEntity } from './errors.js';

/** Amasty's status code of a published post. */
const PUBLISHED = 2;
export const BLOG_PAGE_SIZE = 10;
export const BLOG_MAX_PAGE_SIZE = 50;
export const BLOG_MAX_IDS = 50;
/** Longer search texts are not real searches; bounded so a request cannot ask for a huge LIKE scan. */
export const BLOG_MAX_QUERY = 128;

export type BlogListType = 'ALL' | 'CATEGORY' | 'AUTHOR' | 'TAG' | 'SEARCH';

export interface BlogAuthorModel {
  author_id: number;
  name: string;
  url_key: string;
  image: string | null;
  job_title: string | null;
  short_description: string | null;
  post_count: number;
}

export interface BlogCategoryModel {
  category_id: number;
  name: string;
  url_key: string;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  sort_order: number;
  post_count: number;
  /** Set when the category was reached through the route lookup. */
  route?: { relative_url: string; redirect_code: number };
}

export interface BlogTagModel {
  tag_id: number;
  name: string;
  url_key: string;
  post_count: number;
}

export interface BlogPostModel {
  post_id: number;
  author_id: number | null;
  title: string;
  url_key: string;
  short_content: string;
  full_content: string;
  post_thumbnail: string | null;
  list_thumbnail: string | null;
  post_thumbnail_alt: string | null;
  is_featured: boolean;
  published_at: string;
  meta_title: string | null;
  meta_description: string | null;
  status: number;
  views: number;
  author: BlogAuthorModel | null;
  categories: BlogCategoryModel[];
  tags: BlogTagModel[];
  /** Set when the post was reached through the route lookup (an old URL answers 301). */
  route?: { relative_url: string; redirect_code: number };
}

export interface BlogListArgs {
  type: BlogListType;
  entityId?: number | null;
  page?: number | null;
  pageSize?: number | null;
  query?: string | null;
  ids?: number[] | null;
}

export interface BlogList {
  items: BlogPostModel[];
  total: number;
  pageSize: number;
  currentPage: number;
}

/** Store-view text with fallback to the default scope (0), like CMS pages and products. */
const POST_TEXT = `
  SELECT DISTINCT ON (ps.post_id) ps.post_id, ps.title, ps.url_key, ps.short_content, ps.full_content,
         ps.post_thumbnail_alt, ps.meta_title, ps.meta_description
    FROM amblog_post_store ps
   WHERE ps.store_id IN (0, $1)
   ORDER BY ps.post_id, ps.store_id DESC`;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Filters for one listing type: [SQL condition on `p`/`t`, parameters after the store id]. */
function listingFilter(args: BlogListArgs): { where: string; params: unknown[] } {
  switch (args.type) {
    case 'ALL':
      return args.ids
        ? { where: 'p.post_id = ANY($2::int[])', params: [args.ids] }
        : { where: 'true', params: [] };
    case 'CATEGORY':
      return {
        where:
          'EXISTS (SELECT 1 FROM amblog_post_category pc WHERE pc.post_id = p.post_id AND pc.category_id = $2)',
        params: [args.entityId],
      };
    case 'TAG':
      return {
        where: 'EXISTS (SELECT 1 FROM amblog_post_tag pt WHERE pt.post_id = p.post_id AND pt.tag_id = $2)',
        params: [args.entityId],
      };
    case 'AUTHOR':
      return { where: 'p.author_id = $2', params: [args.entityId] };
    case 'SEARCH': {
      const like = `%${escapeLike(args.query!.trim())}%`;
      return {
        // Text only: markup and Page Builder directives ({{widget …}}) are not searched.
        where: `(t.title ILIKE $2 OR regexp_replace(regexp_replace(t.short_content || ' ' || t.full_content, '{{[^}]*}}', ' ', 'g'), '<[^>]+>', ' ', 'g') ILIKE $2)`,
        params: [like],
      };
    }
  }
}

function validateListArgs(args: BlogListArgs): { pageSize: number; currentPage: number } {
  const paging = validatePaging(args.pageSize ?? BLOG_PAGE_SIZE, args.page ?? 1);
  if (paging.pageSize > BLOG_MAX_PAGE_SIZE)
    throw inputError(`pageSize value must be less than or equal to ${BLOG_MAX_PAGE_SIZE}.`);
  if (args.ids != null) {
    if (args.type !== 'ALL') throw inputError('"ids" can only be used with type ALL.');
    if (args.ids.length > BLOG_MAX_IDS)
      throw inputError(`At most ${BLOG_MAX_IDS} post ids can be requested.`);
  }
  if (args.type === 'CATEGORY' || args.type === 'AUTHOR' || args.type === 'TAG') {
    if (args.entityId == null) throw inputError(`"entityId" is required for type ${args.type}.`);
  }
  if (args.type === 'SEARCH') {
    const length = [...(args.query ?? '').trim()].length;
    if (length < 2) throw inputError('Search term must be at least two characters.');
    if (length > BLOG_MAX_QUERY)
      throw inputError(`Search term must be at most ${BLOG_MAX_QUERY} characters.`);
  }
  return paging;
}

async function assertEntityExists(db: Queryable, args: BlogListArgs): Promise<void> {
  const table = { CATEGORY: 'amblog_category', AUTHOR: 'amblog_author', TAG: 'amblog_tag' } as const;
  const key = { CATEGORY: 'category_id', AUTHOR: 'author_id', TAG: 'tag_id' } as const;
  if (args.type !== 'CATEGORY' && args.type !== 'AUTHOR' && args.type !== 'TAG') return;
  const rows = await db.query(`SELECT 1 FROM ${table[args.type]} WHERE ${key[args.type]} = $1`, [
    args.entityId,
  ]);
  if (rows.length === 0) {
    const what = { CATEGORY: 'category', AUTHOR: 'author', TAG: 'tag' }[args.type];
    throw noSuchEntity(`The blog ${what} with the "${String(args.entityId)}" ID doesn't exist.`);
  }
}

/** One listing page, newest first (or in the order of `ids`), with authors, categories and tags attached. */
export async function listPosts(db: Queryable, storeId: number, args: BlogListArgs): Promise<BlogList> {
  const { pageSize, currentPage } = validateListArgs(args);
  await assertEntityExists(db, args);
  const { where, params } = listingFilter(args);
  const order = args.ids
    ? `array_position($${params.length + 2}::int[], p.post_id)`
    : 'p.published_at DESC, p.post_id DESC';
  const orderParams = args.ids ? [args.ids] : [];
  const n = params.length + orderParams.length + 2;
  const rows = await db.query<Omit<BlogPostModel, 'author' | 'categories' | 'tags'> & { total: number }>(
    `SELECT p.post_id, p.author_id, p.post_thumbnail, p.list_thumbnail, p.is_featured, p.published_at,
            p.status, p.views, t.title, t.url_key, t.short_content, t.full_content, t.post_thumbnail_alt,
            t.meta_title, t.meta_description, count(*) OVER ()::int AS total
       FROM amblog_post p JOIN (${POST_TEXT}) t ON t.post_id = p.post_id
      WHERE p.status = ${PUBLISHED} AND p.published_at <= now() AND ${where}
      ORDER BY ${order}
      LIMIT $${n} OFFSET $${n + 1}`,
    [storeId, ...params, ...orderParams, pageSize, (currentPage - 1) * pageSize],
  );
  const total = rows[0]?.total ?? (currentPage > 1 ? await countPosts(db, storeId, args) : 0);
  return { items: await attachRelations(db, storeId, rows), total, pageSize, currentPage };
}

/** Total for a page past the end (the windowed count is only there when the page has rows). */
async function countPosts(db: Queryable, storeId: number, args: BlogListArgs): Promise<number> {
  const { where, params } = listingFilter(args);
  const rows = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM amblog_post p JOIN (${POST_TEXT}) t ON t.post_id = p.post_id
      WHERE p.status = ${PUBLISHED} AND p.published_at <= now() AND ${where}`,
    [storeId, ...params],
  );
  return rows[0]?.total ?? 0;
}

export async function findPost(
  db: Queryable,
  storeId: number,
  by: { id?: number | null; urlKey?: string | null },
): Promise<BlogPostModel> {
  const urlKey = by.urlKey?.trim();
  if (by.id == null && !urlKey) throw inputError('Post id/urlKey should be specified');
  const rows = await db.query<Omit<BlogPostModel, 'author' | 'categories' | 'tags'>>(
    `SELECT p.post_id, p.author_id, p.post_thumbnail, p.list_thumbnail, p.is_featured, p.published_at,
            p.status, p.views, t.title, t.url_key, t.short_content, t.full_content, t.post_thumbnail_alt,
            t.meta_title, t.meta_description
       FROM amblog_post p JOIN (${POST_TEXT}) t ON t.post_id = p.post_id
      WHERE p.status = ${PUBLISHED} AND p.published_at <= now()
        AND ${by.id != null ? 'p.post_id = $2' : 't.url_key = $2'}`,
    [storeId, by.id ?? urlKey],
  );
  if (rows.length === 0)
    throw noSuchEntity(`The blog post with the "${String(by.id ?? urlKey)}" ID doesn't exist.`);
  return (await attachRelations(db, storeId, rows))[0]!;
}

/** Three statements for any number of posts: authors, categories and tags. */
async function attachRelations(
  db: Queryable,
  storeId: number,
  rows: Omit<BlogPostModel, 'author' | 'categories' | 'tags'>[],
): Promise<BlogPostModel[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.post_id);
  const authorIds = [...new Set(rows.map((r) => r.author_id).filter((a): a is number => a !== null))];
  const [authors, categories, tags] = await Promise.all([
    loadAuthors(db, storeId, authorIds),
    db.query<BlogCategoryModel & { post_id: number }>(
      `SELECT pc.post_id, c.* FROM amblog_post_category pc JOIN (${CATEGORY_SQL}) c ON c.category_id = pc.category_id
        WHERE pc.post_id = ANY($2::int[]) ORDER BY c.sort_order, c.category_id`,
      [storeId, ids],
    ),
    db.query<BlogTagModel & { post_id: number }>(
      `SELECT pt.post_id, t.* FROM amblog_post_tag pt JOIN (${TAG_SQL}) t ON t.tag_id = pt.tag_id
        WHERE pt.post_id = ANY($2::int[]) ORDER BY t.name, t.tag_id`,
      [storeId, ids],
    ),
  ]);
  const authorById = new Map(authors.map((a) => [a.author_id, a]));
  return rows.map((r) => ({
    ...r,
    published_at: iso(r.published_at),
    author: r.author_id !== null ? (authorById.get(r.author_id) ?? null) : null,
    categories: categories.filter((c) => c.post_id === r.post_id).map(({ post_id: _, ...c }) => c),
    tags: tags.filter((t) => t.post_id === r.post_id).map(({ post_id: _, ...t }) => t),
  }));
}

/** Published post counts are part of each entity row, so lists need one statement. */
const COUNT_PUBLISHED = `p.status = ${PUBLISHED} AND p.published_at <= now()`;

const CATEGORY_SQL = `
  SELECT DISTINCT ON (c.category_id) c.category_id, cs.name, cs.url_key, cs.description, cs.meta_title,
         cs.meta_description, c.sort_order,
         (SELECT count(*)::int FROM amblog_post_category pc JOIN amblog_post p ON p.post_id = pc.post_id
           WHERE pc.category_id = c.category_id AND ${COUNT_PUBLISHED}) AS post_count
    FROM amblog_category c JOIN amblog_category_store cs ON cs.category_id = c.category_id
   WHERE c.is_active AND cs.store_id IN (0, $1)
   ORDER BY c.category_id, cs.store_id DESC`;

const TAG_SQL = `
  SELECT DISTINCT ON (t.tag_id) t.tag_id, ts.name, ts.url_key,
         (SELECT count(*)::int FROM amblog_post_tag pt JOIN amblog_post p ON p.post_id = pt.post_id
           WHERE pt.tag_id = t.tag_id AND ${COUNT_PUBLISHED}) AS post_count
    FROM amblog_tag t JOIN amblog_tag_store ts ON ts.tag_id = t.tag_id
   WHERE ts.store_id IN (0, $1)
   ORDER BY t.tag_id, ts.store_id DESC`;

const AUTHOR_SQL = `
  SELECT a.author_id, a.name, a.url_key, a.image, s.job_title, s.short_description,
         (SELECT count(*)::int FROM amblog_post p WHERE p.author_id = a.author_id AND ${COUNT_PUBLISHED}) AS post_count
    FROM amblog_author a
    LEFT JOIN LATERAL (SELECT job_title, short_description FROM amblog_author_store x
                        WHERE x.author_id = a.author_id AND x.store_id IN (0, $1)
                        ORDER BY x.store_id DESC LIMIT 1) s ON true`;

async function loadAuthors(db: Queryable, storeId: number, ids: number[]): Promise<BlogAuthorModel[]> {
  if (ids.length === 0) return [];
  return db.query<BlogAuthorModel>(`${AUTHOR_SQL} WHERE a.author_id = ANY($2::int[])`, [storeId, ids]);
}

export async function listCategories(db: Queryable, storeId: number): Promise<BlogCategoryModel[]> {
  return db.query<BlogCategoryModel>(
    `SELECT * FROM (${CATEGORY_SQL}) c ORDER BY c.sort_order, c.category_id`,
    [storeId],
  );
}

export async function listTags(db: Queryable, storeId: number): Promise<BlogTagModel[]> {
  return db.query<BlogTagModel>(`SELECT * FROM (${TAG_SQL}) t ORDER BY t.name, t.tag_id`, [storeId]);
}

export async function listAuthors(db: Queryable, storeId: number): Promise<BlogAuthorModel[]> {
  return db.query<BlogAuthorModel>(`${AUTHOR_SQL} ORDER BY a.name, a.author_id`, [storeId]);
}

export async function findCategory(
  db: Queryable,
  storeId: number,
  id: number,
): Promise<BlogCategoryModel | null> {
  const rows = await db.query<BlogCategoryModel>(
    `SELECT * FROM (${CATEGORY_SQL}) c WHERE c.category_id = $2`,
    [storeId, id],
  );
  return rows[0] ?? null;
}

/** Published posts sharing tags or categories with the post, most shared first, then newest. */
export async function relatedPostIds(db: Queryable, postId: number, limit = 3): Promise<number[]> {
  const rows = await db.query<{ post_id: number }>(
    `SELECT p.post_id FROM amblog_post p
       JOIN (SELECT x.post_id, count(*) AS shared FROM (
               SELECT pt.post_id FROM amblog_post_tag pt
                WHERE pt.tag_id IN (SELECT tag_id FROM amblog_post_tag WHERE post_id = $1)
               UNION ALL
               SELECT pc.post_id FROM amblog_post_category pc
                WHERE pc.category_id IN (SELECT category_id FROM amblog_post_category WHERE post_id = $1)
             ) x GROUP BY x.post_id) r ON r.post_id = p.post_id
      WHERE p.post_id <> $1 AND ${COUNT_PUBLISHED}
      ORDER BY r.shared DESC, p.published_at DESC, p.post_id DESC
      LIMIT $2`,
    [postId, limit],
  );
  return rows.map((r) => r.post_id);
}

/** The post's URL key in each given store view (its own text, else the default scope's). */
export async function postTranslations(
  db: Queryable,
  postId: number,
  stores: { store_id: number; code: string; locale: string }[],
): Promise<{ store_code: string; locale: string; url_key: string }[]> {
  if (stores.length === 0) return [];
  const rows = await db.query<{ store_id: number; url_key: string }>(
    `SELECT ps.store_id, ps.url_key FROM amblog_post_store ps WHERE ps.post_id = $1`,
    [postId],
  );
  const byStore = new Map(rows.map((r) => [r.store_id, r.url_key]));
  return stores.flatMap((s) => {
    const urlKey = byStore.get(s.store_id) ?? byStore.get(0);
    return urlKey ? [{ store_code: s.code, locale: s.locale, url_key: urlKey }] : [];
  });
}
