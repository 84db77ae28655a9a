import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers.js';

let t: TestApi;
let statements: string[] = [];
beforeAll(async () => {
  t = await startApi(undefined, { onQuery: (sql) => statements.push(sql) });
});
afterAll(async () => t?.cleanup());

type Err = { message: string; extensions?: Record<string, unknown> };
const firstError = (body: { errors?: Err[] }) => body.errors?.[0];

interface Post {
  post_id: number;
  title: string;
  url_key: string;
  published_at: string;
  categories: string;
  tag_ids: string;
  author_id: string;
  list_thumbnail: string;
  list_thumbnail_alt: string;
  post_author: { name: string; job_title: string } | null;
  post_categories: { category_id: number; name: string }[];
  post_tags: { tag_id: number; name: string }[];
}
interface Posts {
  amBlogPosts: { all_post_size: number; items: Post[]; page_info: Record<string, number> };
}

const LIST = `query($type: AmBlogPageType!, $entityId: Int, $page: Int, $pageSize: Int, $query: String, $ids: [Int!]) {
  amBlogPosts(type: $type, entityId: $entityId, page: $page, pageSize: $pageSize, query: $query, ids: $ids) {
    all_post_size
    page_info { current_page page_size total_pages }
    items {
      post_id title url_key short_content published_at categories tag_ids author_id is_featured
      list_thumbnail list_thumbnail_alt post_thumbnail
      post_author { author_id name job_title image post_count }
      post_categories { category_id name url_key post_count }
      post_tags { tag_id name url_key }
    }
  }
}`;

describe('amBlogPosts', () => {
  it('lists the eight published posts newest first with authors, categories, tags and images', async () => {
    const r = await t.gql<Posts>(LIST, { type: 'ALL', pageSize: 20 });
    expect(r.body.errors).toBeUndefined();
    const list = r.body.data!.amBlogPosts;
    expect(list.all_post_size).toBe(8);
    expect(list.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    const dates = list.items.map((p) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The scheduled post (status 1) is never listed.
    expect(list.items.map((p) => p.url_key)).not.toContain('spring-launch-preview');
    const winter = list.items[0]!;
    expect(winter).toMatchObject({
      title: 'How to build a winter skincare routine',
      url_key: 'winter-skincare-routine',
      author_id: '1',
      categories: '2',
      tag_ids: '1,4,6',
      list_thumbnail: '/media/amasty/blog/list/winter-skincare-routine.svg',
      list_thumbnail_alt: 'Snowy fells under a green aurora',
      post_author: { name: 'Aino Virtanen', job_title: 'Head of Formulation' },
    });
    expect(winter.post_categories.map((c) => c.name)).toEqual(['Rituals']);
    expect(winter.post_tags.map((c) => c.name)).toEqual(['Dry skin', 'Routine', 'Winter care']);
    const image = await t.api.fetch(new Request(`http://shop.test${winter.list_thumbnail}`));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('serves the store view’s language with default-scope fallback (au uses English)', async () => {
    const de = await t.gql<Posts>(LIST, { type: 'ALL', pageSize: 1 }, 'de');
    expect(de.body.data?.amBlogPosts.items[0]).toMatchObject({
      title: 'So baust du deine Winter-Pflegeroutine auf',
      url_key: 'winter-hautpflege-routine',
      post_author: { job_title: 'Leiterin Formulierung' },
      post_categories: [{ name: 'Rituale' }],
    });
    const fr = await t.gql<Posts>(LIST, { type: 'ALL', pageSize: 1 }, 'fr');
    expect(fr.body.data?.amBlogPosts.items[0]?.title).toBe('Composer sa routine de soin pour l’hiver');
    const au = await t.gql<Posts>(LIST, { type: 'ALL', pageSize: 1 }, 'au');
    expect(au.body.data?.amBlogPosts.items[0]?.title).toBe('How to build a winter skincare routine');
  });

  it('pages through the list', async () => {
    const p1 = await t.gql<Posts>(LIST, { type: 'ALL', pageSize: 3, page: 1 });
    const p3 = await t.gql<Posts>(LIST, { type: 'ALL', pageSize: 3, page: 3 });
    const p4 = await t.gql<Posts>(LIST, { type: 'ALL', pageSize: 3, page: 4 });
    expect(p1.body.data?.amBlogPosts.items).toHaveLength(3);
    expect(p1.body.data?.amBlogPosts.page_info.total_pages).toBe(3);
    expect(p3.body.data?.amBlogPosts.items).toHaveLength(2);
    expect(p4.body.data?.amBlogPosts).toMatchObject({ all_post_size: 8, items: [] });
  });

  it('returns posts by ids in the given order, skipping unknown and unpublished ids', async () => {
    const r = await t.gql<Posts>(LIST, { type: 'ALL', ids: [6, 2, 999, 9, 4] });
    expect(r.body.data?.amBlogPosts.items.map((p) => p.post_id)).toEqual([6, 2, 4]);
    expect(r.body.data?.amBlogPosts.all_post_size).toBe(3);
  });

  it('lists by category, tag and author', async () => {
    const ingredients = await t.gql<Posts>(LIST, { type: 'CATEGORY', entityId: 3 });
    expect(ingredients.body.data?.amBlogPosts.items.map((p) => p.post_id)).toEqual([2, 6, 8]);
    const sensitive = await t.gql<Posts>(LIST, { type: 'TAG', entityId: 5 });
    expect(sensitive.body.data?.amBlogPosts.items.map((p) => p.post_id)).toEqual([3, 7, 8]);
    const lena = await t.gql<Posts>(LIST, { type: 'AUTHOR', entityId: 2 });
    expect(lena.body.data?.amBlogPosts.items.map((p) => p.post_id)).toEqual([2, 3, 4]);
  });

  it('searches titles and texts in the store view’s language', async () => {
    const en = await t.gql<Posts>(LIST, { type: 'SEARCH', query: 'sauna' });
    expect(en.body.data?.amBlogPosts.items.map((p) => p.post_id)).toEqual([5]);
    const de = await t.gql<Posts>(LIST, { type: 'SEARCH', query: 'Moltebeere' }, 'de');
    expect(de.body.data?.amBlogPosts.items.map((p) => p.post_id)).toContain(6);
    // LIKE wildcards in the search text are literal.
    const wild = await t.gql<Posts>(LIST, { type: 'SEARCH', query: '%_' });
    expect(wild.body.data?.amBlogPosts.all_post_size).toBe(0);
  });

  it('loads a slider’s posts with relations in a fixed number of statements', async () => {
    statements = [];
    const r = await t.gql<Posts>(LIST, { type: 'ALL', ids: [1, 2, 3, 4, 5, 6, 7, 8] });
    expect(r.body.data?.amBlogPosts.items).toHaveLength(8);
    expect(statements.length).toBeLessThanOrEqual(4);
  });

  it.each([
    [{ type: 'CATEGORY' }, '"entityId" is required for type CATEGORY.', 'graphql-input'],
    [{ type: 'TAG' }, '"entityId" is required for type TAG.', 'graphql-input'],
    [{ type: 'AUTHOR' }, '"entityId" is required for type AUTHOR.', 'graphql-input'],
    [
      { type: 'CATEGORY', entityId: 99 },
      'The blog category with the "99" ID doesn\'t exist.',
      'graphql-no-such-entity',
    ],
    [
      { type: 'TAG', entityId: 99 },
      'The blog tag with the "99" ID doesn\'t exist.',
      'graphql-no-such-entity',
    ],
    [
      { type: 'AUTHOR', entityId: 99 },
      'The blog author with the "99" ID doesn\'t exist.',
      'graphql-no-such-entity',
    ],
    [{ type: 'SEARCH' }, 'Search term must be at least two characters.', 'graphql-input'],
    [{ type: 'SEARCH', query: ' a ' }, 'Search term must be at least two characters.', 'graphql-input'],
    [
      { type: 'SEARCH', query: 'a'.repeat(129) },
      'Search term must be at most 128 characters.',
      'graphql-input',
    ],
    [{ type: 'ALL', page: 0 }, 'currentPage value must be greater than 0.', 'graphql-input'],
    [{ type: 'ALL', pageSize: 0 }, 'pageSize value must be greater than 0.', 'graphql-input'],
    [{ type: 'ALL', pageSize: 51 }, 'pageSize value must be less than or equal to 50.', 'graphql-input'],
    [{ type: 'TAG', entityId: 1, ids: [1] }, '"ids" can only be used with type ALL.', 'graphql-input'],
    [
      { type: 'ALL', ids: Array.from({ length: 51 }, (_, i) => i + 1) },
      'At most 50 post ids can be requested.',
      'graphql-input',
    ],
  ])('rejects %j', async (vars, message, category) => {
    const r = await t.gql(LIST, vars);
    expect(firstError(r.body)).toMatchObject({ message, extensions: { category } });
  });

  it('rejects an unknown listing type (schema enum)', async () => {
    const r = await t.gql(LIST, { type: 'POPULAR' });
    expect(firstError(r.body)?.message).toMatch(/Value "POPULAR" does not exist in "AmBlogPageType" enum/);
  });
});

const POST = `query($id: Int, $urlKey: String) {
  amBlogPost(id: $id, urlKey: $urlKey) {
    post_id title full_content post_thumbnail post_thumbnail_alt meta_title status
    post_author { name }
  }
}`;

describe('amBlogPost', () => {
  it('finds a post by id or by the store view’s url key', async () => {
    const byId = await t.gql<{ amBlogPost: Record<string, unknown> }>(POST, { id: 6 });
    expect(byId.body.data?.amBlogPost).toMatchObject({
      post_id: 6,
      title: 'Cloudberry: the Arctic’s golden berry',
      post_thumbnail: '/media/amasty/blog/cloudberry-arctic-golden-berry.svg',
      status: '2',
      post_author: { name: 'Aino Virtanen' },
    });
    expect(String(byId.body.data?.amBlogPost.full_content)).toContain('<p>');
    const de = await t.gql<{ amBlogPost: Record<string, unknown> }>(
      POST,
      { urlKey: 'moltebeere-goldene-beere-der-arktis' },
      'de',
    );
    expect(de.body.data?.amBlogPost.post_id).toBe(6);
  });

  it.each([
    [{}, 'Post id/urlKey should be specified', 'graphql-input'],
    [{ urlKey: '  ' }, 'Post id/urlKey should be specified', 'graphql-input'],
    [{ id: 404 }, 'The blog post with the "404" ID doesn\'t exist.', 'graphql-no-such-entity'],
    [{ id: 9 }, 'The blog post with the "9" ID doesn\'t exist.', 'graphql-no-such-entity'],
    [
      { urlKey: 'winter-hautpflege-routine' },
      'The blog post with the "winter-hautpflege-routine" ID doesn\'t exist.',
      'graphql-no-such-entity',
    ],
  ])('rejects %j', async (vars, message, category) => {
    const r = await t.gql(POST, vars);
    expect(firstError(r.body)).toMatchObject({ message, extensions: { category } });
  });
});

describe('amBlogCategories, amBlogTags, amBlogAuthors', () => {
  it('lists categories by sort order with published post counts', async () => {
    const r = await t.gql<{ amBlogCategories: { items: Record<string, unknown>[] } }>(
      '{ amBlogCategories { items { category_id name url_key post_count sort_order } } }',
      undefined,
      'fr',
    );
    expect(r.body.data?.amBlogCategories.items).toEqual([
      {
        category_id: 1,
        name: 'Science de la peau',
        url_key: 'science-de-la-peau',
        post_count: 3,
        sort_order: '1',
      },
      { category_id: 2, name: 'Rituels', url_key: 'rituels', post_count: 3, sort_order: '2' },
      { category_id: 3, name: 'Ingrédients', url_key: 'ingredients', post_count: 3, sort_order: '3' },
    ]);
  });

  it('lists tags and authors with counts', async () => {
    const tags = await t.gql<{ amBlogTags: { items: { name: string; post_count: number }[] } }>(
      '{ amBlogTags { items { tag_id name url_key post_count } } }',
    );
    expect(tags.body.data?.amBlogTags.items).toContainEqual(
      expect.objectContaining({ name: 'Routine', post_count: 4 }),
    );
    const authors = await t.gql<{ amBlogAuthors: { items: Record<string, unknown>[] } }>(
      '{ amBlogAuthors { items { author_id name url_key job_title image post_count } } }',
      undefined,
      'de',
    );
    expect(authors.body.data?.amBlogAuthors.items[0]).toEqual({
      author_id: 1,
      name: 'Aino Virtanen',
      url_key: 'aino-virtanen',
      job_title: 'Leiterin Formulierung',
      image: '/media/amasty/blog/author/aino-virtanen.svg',
      post_count: 3,
    });
  });
});
