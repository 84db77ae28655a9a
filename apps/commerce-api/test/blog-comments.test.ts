import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath } from '../src/admin/socket.js';
import { bearer, signUp, startApi, type TestApi } from './helpers.js';

/** Journal comments (spec §3, §6), the journal's route lookup and the post page's extra fields. */
let t: TestApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'blog-comments-')), 'pglite');
  t = await startApi(process.env.DATABASE_URL ? undefined : dataDir);
});
afterAll(async () => {
  await t?.cleanup();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

interface Comment {
  comment_id: number;
  post_id: string;
  reply_to: string | null;
  message: string;
  name: string;
  status: string;
  is_own: boolean;
}
const COMMENTS = `query($id: Int!) { amBlogComments(postId: $id) { items {
  comment_id post_id reply_to message name status is_own } } }`;
const LEAVE = `mutation($input: AmBlogLeaveCommentInput!) { amBlogLeaveComment(input: $input) { comment {
  comment_id post_id reply_to message name status is_own created_at } } }`;

const comments = async (postId: number, token?: string) => {
  const r = await t.gql<{ amBlogComments: { items: Comment[] } }>(
    COMMENTS,
    { id: postId },
    'en',
    token ? bearer(token) : {},
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.amBlogComments.items;
};
const leave = (input: Record<string, unknown>, token?: string, store = 'en') =>
  t.gql<{ amBlogLeaveComment: { comment: Comment } }>(LEAVE, { input }, store, token ? bearer(token) : {});

/** `npm run admin` talks to the running API through this socket (admin/socket.ts). */
function admin(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(adminSocketPath(dataDir));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(args)}\n`));
    socket.on('data', (c: string) => (answer += c));
    socket.on('end', () => resolve(JSON.parse(answer) as { code: number; output: string }));
    socket.on('error', reject);
  });
}

describe('amBlogLeaveComment and moderation', () => {
  it('needs a signed-in customer (spec §6)', async () => {
    const r = await leave({ post_id: 1, message: 'Lovely read.' });
    expect(r.body.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });

  it.skipIf(!!process.env.DATABASE_URL)(
    'is pending (1) and visible only to its author until approved (2); rejected (3) is hidden again',
    async () => {
      const author = await signUp(t, `commenter-${Date.now()}@example.com`, {
        firstname: 'Mara',
        lastname: 'kalnina',
      });
      const other = await signUp(t, `reader-${Date.now()}@example.com`);
      const r = await leave(
        { post_id: 2, message: '  Does this work with <b>retinol</b>?\r\n\r\n\r\nThanks!  ' },
        author,
      );
      expect(r.body.errors).toBeUndefined();
      const c = r.body.data!.amBlogLeaveComment.comment;
      expect(c).toMatchObject({
        post_id: '2',
        reply_to: null,
        name: 'Mara K.',
        status: '1',
        is_own: true,
        // Plain text: markup stays text, line endings normalised, blank runs shortened.
        message: 'Does this work with <b>retinol</b>?\n\nThanks!',
      });
      expect((await comments(2, author)).map((x) => x.comment_id)).toContain(c.comment_id);
      expect((await comments(2, other)).map((x) => x.comment_id)).not.toContain(c.comment_id);
      expect((await comments(2)).map((x) => x.comment_id)).not.toContain(c.comment_id);

      const pending = await admin('comments', 'list');
      expect(pending.code).toBe(0);
      expect(pending.output).toContain(`#${c.comment_id} PENDING`);
      expect(await admin('comments', 'approve', String(c.comment_id))).toEqual({
        code: 0,
        output: `Comment #${c.comment_id} is APPROVED.`,
      });
      const publicList = await comments(2);
      expect(publicList.find((x) => x.comment_id === c.comment_id)).toMatchObject({
        status: '2',
        is_own: false,
      });

      // A reply to an approved comment, by another customer.
      const reply = await leave(
        { post_id: 2, reply_to: c.comment_id, message: 'Yes, on alternate nights.' },
        other,
      );
      expect(reply.body.data?.amBlogLeaveComment.comment).toMatchObject({
        reply_to: String(c.comment_id),
        status: '1',
      });

      expect((await admin('comments', 'reject', String(c.comment_id))).output).toBe(
        `Comment #${c.comment_id} is REJECTED.`,
      );
      expect((await comments(2)).map((x) => x.comment_id)).not.toContain(c.comment_id);
      expect((await comments(2, author)).map((x) => x.comment_id)).not.toContain(c.comment_id);
      expect(await admin('comments', 'approve', '999999')).toEqual({
        code: 1,
        output: 'Comment #999999 does not exist.',
      });
      expect((await admin('comments', 'publish', '1')).code).toBe(2);
    },
  );

  it('validates the message, the post and the reply in the spec’s words, and limits the rate', async () => {
    const token = await signUp(t, `limits-${Date.now()}@example.com`);
    const message = async (input: Record<string, unknown>) =>
      (await leave(input, token)).body.errors?.[0]?.message;
    expect(await message({ post_id: 1, message: '   ' })).toBe('Is required');
    expect(await message({ post_id: 1, message: 'a' })).toBe('Must contain more characters');
    expect(await message({ post_id: 1, message: 'x'.repeat(2001) })).toBe('Must have less characters');
    expect(await message({ post_id: 9999, message: 'Hello there' })).toBe(
      'The blog post with the "9999" ID doesn\'t exist.',
    );
    // The scheduled post cannot be commented on either.
    expect(await message({ post_id: 9, message: 'Hello there' })).toMatch(/doesn't exist/);
    expect(await message({ post_id: 1, reply_to: 999999, message: 'Hello there' })).toBe(
      'The comment you are replying to doesn’t exist.',
    );
    for (let i = 0; i < 5; i++)
      expect(await message({ post_id: 1, message: `Comment ${i}` })).toBeUndefined();
    expect(await message({ post_id: 1, message: 'One too many' })).toBe(
      'Something went wrong. Please try again later',
    );
  });
});

describe('the journal in the route lookup', () => {
  const ROUTE = `query($url: String!) { route(url: $url) { __typename relative_url redirect_code type
    ... on AmBlogPost { post_id title } ... on AmBlogCategory { category_id name } } }`;
  const route = async (url: string, store = 'en') =>
    (await t.gql<{ route: Record<string, unknown> | null }>(ROUTE, { url }, store)).body;

  it('answers AMBLOG_POST and AMBLOG_CATEGORY for their URL keys, in each store view’s language', async () => {
    expect((await route('blog/winter-skincare-routine')).data?.route).toMatchObject({
      __typename: 'AmBlogPost',
      type: 'AMBLOG_POST',
      post_id: 1,
      redirect_code: 0,
      relative_url: 'blog/winter-skincare-routine',
    });
    expect((await route('/blog/winter-hautpflege-routine', 'de')).data?.route).toMatchObject({
      type: 'AMBLOG_POST',
      post_id: 1,
      title: 'So baust du deine Winter-Pflegeroutine auf',
    });
    expect((await route('blog/category/rituale', 'de')).data?.route).toMatchObject({
      __typename: 'AmBlogCategory',
      type: 'AMBLOG_CATEGORY',
      category_id: 2,
      name: 'Rituale',
      relative_url: 'blog/category/rituale',
    });
    const resolver = await t.gql<{ urlResolver: { type: string; id: number } }>(
      `query { urlResolver(url: "blog/category/skin-science") { type id } }`,
    );
    expect(resolver.body.data?.urlResolver).toEqual({ type: 'AMBLOG_CATEGORY', id: 1 });
  });

  it('redirects an old post URL with 301', async () => {
    expect((await route('blog/post/vitamin-c-explained.html')).data?.route).toMatchObject({
      type: 'AMBLOG_POST',
      post_id: 2,
      redirect_code: 301,
      relative_url: 'blog/vitamin-c-explained',
    });
  });

  it('has no journal URLs in the staff store (no blog there) and says so in its store config', async () => {
    expect((await route('blog/winter-skincare-routine', 'mc')).data?.route).toBeNull();
    const config = async (store: string) =>
      (
        await t.gql<{ storeConfig: { amblog_enabled: boolean } }>(
          '{ storeConfig { amblog_enabled } }',
          {},
          store,
        )
      ).body.data?.storeConfig.amblog_enabled;
    expect(await config('mc')).toBe(false);
    expect(await config('de')).toBe(true);
  });
});

describe('the post page’s fields', () => {
  it('lists related posts, the canonical URL and the post’s translations', async () => {
    const r = await t.gql<{
      amBlogPost: {
        related_post_ids: string;
        canonical_url: string;
        comment_count: number;
        post_translations: { store_code: string; locale: string; url_key: string }[];
      };
    }>(
      `{ amBlogPost(id: 1) { related_post_ids canonical_url comment_count
         post_translations { store_code locale url_key } } }`,
      {},
      'de',
    );
    expect(r.body.errors).toBeUndefined();
    const post = r.body.data!.amBlogPost;
    const related = post.related_post_ids.split(',').map(Number);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related).not.toContain(1);
    expect(post.canonical_url).toBe('blog/winter-hautpflege-routine');
    expect(post.post_translations).toEqual(
      expect.arrayContaining([
        { store_code: 'en', locale: 'en_US', url_key: 'winter-skincare-routine' },
        { store_code: 'de', locale: 'de_DE', url_key: 'winter-hautpflege-routine' },
        { store_code: 'fr', locale: 'fr_FR', url_key: 'routine-soin-hiver' },
      ]),
    );
    expect(post.post_translations.map((x) => x.store_code)).not.toContain('mc');
  });
});

describe('blog search', () => {
  it('searches the text, not the markup or the Page Builder directives of a post with products', async () => {
    const search = async (query: string) =>
      (
        await t.gql<{ amBlogPosts: { all_post_size: number } }>(
          'query($q: String) { amBlogPosts(type: SEARCH, query: $q) { all_post_size } }',
          { q: query },
        )
      ).body.data?.amBlogPosts.all_post_size;
    expect(await search('CatalogWidget')).toBe(0);
    expect(await search('data-content-type')).toBe(0);
    expect(await search('vitamin')).toBeGreaterThan(0);
  });
});
