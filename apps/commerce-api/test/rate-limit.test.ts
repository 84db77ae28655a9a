import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv, TOO_MANY_REQUESTS } from '../src/domain/rate-limit.js';
import { GOOD_PASSWORD, signUp, startApi, type TestApi } from './helpers.js';

/**
 * Per-address limits (issue 23): sign-ups, reset e-mails, newsletter, reviews, comments, forms and
 * new carts. Small limits here so each is reached in a few requests; the defaults are checked
 * separately.
 */
let t: TestApi;
beforeAll(async () => {
  t = await startApi(undefined, {
    authSettings: {
      rateLimits: {
        create_account: { max: 2, windowMinutes: 60 },
        password_reset: { max: 2, windowMinutes: 15 },
        newsletter: { max: 2, windowMinutes: 60 },
        review: { max: 1, windowMinutes: 60 },
        comment: { max: 1, windowMinutes: 60 },
        form: { max: 1, windowMinutes: 60 },
        cart_create: { max: 3, windowMinutes: 1 },
      },
    },
  });
});
afterAll(async () => t?.cleanup());

/** What the shop's HTTP handler sets from the socket; tests speak for several shoppers with it. */
const from = (address: string) => ({ 'x-shop-client-address': address });

const CREATE = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`;
const account = (email: string) => ({
  input: { email, password: GOOD_PASSWORD, firstname: 'Rita', lastname: 'Kalnina' },
});

describe('per-address rate limits', () => {
  it('new accounts: over the limit 429 with Retry-After and readable text; nothing is created; other addresses unaffected', async () => {
    const a = from('198.51.100.1');
    for (const n of [1, 2]) {
      const ok = await t.gql(CREATE, account(`limit-${n}@example.com`), undefined, a);
      expect(ok.body.errors).toBeUndefined();
    }
    const refused = await t.gql(CREATE, account('limit-3@example.com'), undefined, a);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(refused.body.errors?.[0]?.message).toBe(TOO_MANY_REQUESTS);
    // Not created: the same e-mail signs up from another address.
    const other = await t.gql(CREATE, account('limit-3@example.com'), undefined, from('198.51.100.2'));
    expect(other.body.errors).toBeUndefined();
  });

  it('speaks the store view’s language', async () => {
    const a = from('198.51.100.3');
    const reset = 'mutation($e: String!) { requestPasswordResetEmail(email: $e) }';
    await t.gql(reset, { e: 'nobody@example.com' }, 'de', a);
    await t.gql(reset, { e: 'nobody@example.com' }, 'de', a);
    const de = await t.gql(reset, { e: 'nobody@example.com' }, 'de', a);
    expect(de.status).toBe(429);
    expect(de.body.errors?.[0]?.message).toBe(
      'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    );
    const fr = await t.gql(reset, { e: 'nobody@example.com' }, 'fr', a);
    expect(fr.body.errors?.[0]?.message).toBe(
      'Trop de demandes. Veuillez patienter quelques minutes et réessayer.',
    );
  });

  it('new carts: createGuestCart and createEmptyCart share the count', async () => {
    const a = from('198.51.100.4');
    const guest = 'mutation { createGuestCart { cart { id } } }';
    expect((await t.gql(guest, undefined, undefined, a)).body.errors).toBeUndefined();
    expect(
      (await t.gql('mutation { createEmptyCart }', undefined, undefined, a)).body.errors,
    ).toBeUndefined();
    expect((await t.gql(guest, undefined, undefined, a)).body.errors).toBeUndefined();
    const refused = await t.gql('mutation { createEmptyCart }', undefined, undefined, a);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await t.gql(guest, undefined, undefined, from('198.51.100.5'))).body.errors).toBeUndefined();
  });

  it('forms, newsletter and reviews', async () => {
    const a = from('198.51.100.6');
    const contact = `mutation { contactUs(input: { name: "Ilze", email: "ilze@example.com", comment: "Hello, a question about shades." }) { status } }`;
    expect((await t.gql(contact, undefined, undefined, a)).body.errors).toBeUndefined();
    expect((await t.gql(contact, undefined, undefined, a)).status).toBe(429);

    const subscribe = 'mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }';
    expect((await t.gql(subscribe, { e: 'n1@example.com' }, undefined, a)).body.errors).toBeUndefined();
    expect((await t.gql(subscribe, { e: 'n2@example.com' }, undefined, a)).body.errors).toBeUndefined();
    expect((await t.gql(subscribe, { e: 'n3@example.com' }, undefined, a)).status).toBe(429);

    const review = `mutation { createProductReview(input: { sku: "AB-CL-001", nickname: "Ilze", summary: "Nice", text: "Soft on the skin.", ratings: [{ id: "NA==", value_id: "MjA=" }] }) { review { nickname } } }`;
    expect((await t.gql(review, undefined, undefined, a)).body.errors).toBeUndefined();
    expect((await t.gql(review, undefined, undefined, a)).status).toBe(429);
  });

  it('blog comments count per address as well as per customer', async () => {
    const token = await signUp(t, 'commenter@example.com');
    const posts = await t.gql<{ amBlogPosts: { items: { post_id: string }[] } }>(
      '{ amBlogPosts(type: ALL) { items { post_id } } }',
    );
    const postId = Number(posts.body.data!.amBlogPosts.items[0]!.post_id);
    const comment = `mutation($id: Int!) { amBlogLeaveComment(input: { post_id: $id, message: "Lovely read, thank you." }) { comment { message } } }`;
    const headers = { ...from('198.51.100.7'), authorization: `Bearer ${token}` };
    expect((await t.gql(comment, { id: postId }, undefined, headers)).body.errors).toBeUndefined();
    expect((await t.gql(comment, { id: postId }, undefined, headers)).status).toBe(429);
  });
});

describe('configuration', () => {
  it('defaults, a factor for shared addresses, and one bucket set as max/minutes', () => {
    expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    const scaled = rateLimitsFromEnv({ RATE_LIMIT_FACTOR: '10', RATE_LIMIT_CART_CREATE: '600/2' });
    expect(scaled.create_account).toEqual({ max: 100, windowMinutes: 60 });
    expect(scaled.cart_create).toEqual({ max: 600, windowMinutes: 2 });
    expect(rateLimitsFromEnv({ RATE_LIMIT_FACTOR: 'lots' })).toEqual(DEFAULT_RATE_LIMITS);
  });
});
