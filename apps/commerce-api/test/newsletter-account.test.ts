import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startApi, type TestApi } from './helpers.js';

/** Issue 11: the newsletter's four statuses, double opt-in through the e-mail's link, communications. */
let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

type Err = { message: string; extensions?: Record<string, unknown> };
const firstError = (body: { errors?: Err[] }) => body.errors?.[0];
const from = (address: string) => ({ 'x-shop-client-address': address });

const SUBSCRIBE = `mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`;
const CONFIRM = `mutation($id: Int!, $code: String!) {
  confirmNewsletterSubscription(subscriber_id: $id, code: $code) { status } }`;
const STATUS = `{ customer { email is_subscribed newsletter_status } }`;
const SET_SUBSCRIBED = `mutation($v: Boolean!) {
  updateCustomerV2(input: { is_subscribed: $v }) { customer { is_subscribed newsletter_status } } }`;

/** The confirmation link written into the newest .eml file for an address: its subscriber id and code. */
async function confirmationLink(address: string): Promise<{ id: number; code: string; url: string }> {
  await t.api.flushMail();
  const dir = t.api.mailDir;
  // Quoted-printable: soft line breaks and =3D for "=".
  const body = readdirSync(dir)
    .sort()
    .map((f) =>
      readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((m) => m.includes(`To: ${address}`) && m.includes('newsletter?subscriber='))
    .at(-1);
  if (!body) throw new Error(`no confirmation mail for ${address}`);
  const m = /(https?:\/\/\S*\/newsletter\?subscriber=(\d+)&code=([\w-]+))/.exec(body);
  if (!m) throw new Error('no link in the mail');
  return { url: m[1]!, id: Number(m[2]), code: m[3]! };
}

async function status(token: string) {
  const r = await t.gql<{ customer: { is_subscribed: boolean; newsletter_status: string } }>(
    STATUS,
    {},
    undefined,
    bearer(token),
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.customer;
}

describe('guest subscription (footer block): double opt-in', () => {
  it('is UNCONFIRMED until the e-mail’s link is followed, then SUBSCRIBED', async () => {
    const r = await t.gql<{ subscribeEmailToNewsletter: { status: string } }>(
      SUBSCRIBE,
      { email: 'Optin@Example.com' },
      undefined,
      from('198.51.100.1'),
    );
    expect(r.body.data?.subscribeEmailToNewsletter.status).toBe('UNCONFIRMED');
    const link = await confirmationLink('optin@example.com');
    expect(link.url).toMatch(/^http:\/\/localhost:\d+\/newsletter\?subscriber=\d+&code=[\w-]{43}$/);

    const wrong = await t.gql(CONFIRM, {
      id: link.id,
      code: link.code.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    });
    expect(firstError(wrong.body)).toMatchObject({
      message: 'This is an invalid subscription confirmation code.',
      extensions: { category: 'graphql-input' },
    });
    const unknown = await t.gql(CONFIRM, { id: 999999, code: link.code });
    expect(firstError(unknown.body)).toMatchObject({
      message: 'This is an invalid subscription ID.',
      extensions: { category: 'graphql-no-such-entity' },
    });

    const ok = await t.gql<{ confirmNewsletterSubscription: { status: string } }>(CONFIRM, link);
    expect(ok.body.data?.confirmNewsletterSubscription.status).toBe('SUBSCRIBED');
    // Following the link again is harmless.
    const again = await t.gql<{ confirmNewsletterSubscription: { status: string } }>(CONFIRM, link);
    expect(again.body.data?.confirmNewsletterSubscription.status).toBe('SUBSCRIBED');
    // Subscribed now: the footer form says so.
    const twice = await t.gql(SUBSCRIBE, { email: 'optin@example.com' }, undefined, from('198.51.100.1'));
    expect(firstError(twice.body)?.message).toBe('This email address is already subscribed.');
  });

  it('subscribing again before confirming sends a new link and the old one stops working', async () => {
    await t.gql(SUBSCRIBE, { email: 'again@example.com' }, undefined, from('198.51.100.2'));
    const first = await confirmationLink('again@example.com');
    const r = await t.gql<{ subscribeEmailToNewsletter: { status: string } }>(
      SUBSCRIBE,
      { email: 'again@example.com' },
      undefined,
      from('198.51.100.2'),
    );
    expect(r.body.data?.subscribeEmailToNewsletter.status).toBe('UNCONFIRMED');
    const second = await confirmationLink('again@example.com');
    expect(second.code).not.toBe(first.code);
    expect(firstError((await t.gql(CONFIRM, first)).body)?.message).toBe(
      'This is an invalid subscription confirmation code.',
    );
  });
  // Subscriptions per client address: test/rate-limit.test.ts (one limit for every mail a request sends).
});

describe('a customer’s subscription (account screen, checkout opt-in, footer)', () => {
  it('goes NOT_ACTIVE → UNCONFIRMED → SUBSCRIBED → UNSUBSCRIBED', async () => {
    const token = await signUp(t, 'reader1@example.com');
    expect(await status(token)).toMatchObject({ is_subscribed: false, newsletter_status: 'NOT_ACTIVE' });

    const on = await t.gql<{ updateCustomerV2: { customer: { newsletter_status: string } } }>(
      SET_SUBSCRIBED,
      { v: true },
      undefined,
      bearer(token),
    );
    expect(on.body.data?.updateCustomerV2.customer).toEqual({
      is_subscribed: false,
      newsletter_status: 'UNCONFIRMED',
    });
    // Asking again while unconfirmed changes nothing and sends no second link.
    await t.gql(SET_SUBSCRIBED, { v: true }, undefined, bearer(token));

    const link = await confirmationLink('reader1@example.com');
    await t.gql(CONFIRM, link);
    expect(await status(token)).toMatchObject({ is_subscribed: true, newsletter_status: 'SUBSCRIBED' });

    const off = await t.gql<{ updateCustomerV2: { customer: { newsletter_status: string } } }>(
      SET_SUBSCRIBED,
      { v: false },
      undefined,
      bearer(token),
    );
    // At once, no confirmation needed.
    expect(off.body.data?.updateCustomerV2.customer).toEqual({
      is_subscribed: false,
      newsletter_status: 'UNSUBSCRIBED',
    });
    // The old link cannot subscribe the customer again.
    expect(firstError((await t.gql(CONFIRM, link)).body)?.message).toBe(
      'This is an invalid subscription confirmation code.',
    );
  });

  it('the footer form with the account’s address is the same subscription', async () => {
    const token = await signUp(t, 'reader2@example.com');
    const r = await t.gql<{ subscribeEmailToNewsletter: { status: string } }>(
      SUBSCRIBE,
      { email: 'reader2@example.com' },
      undefined,
      bearer(token),
    );
    expect(r.body.data?.subscribeEmailToNewsletter.status).toBe('UNCONFIRMED');
    expect(await status(token)).toMatchObject({ newsletter_status: 'UNCONFIRMED' });
    await t.gql(CONFIRM, await confirmationLink('reader2@example.com'));
    expect(await status(token)).toMatchObject({ is_subscribed: true, newsletter_status: 'SUBSCRIBED' });
  });

  it('a signed-in customer cannot subscribe another account’s address', async () => {
    await signUp(t, 'owner3@example.com');
    const token = await signUp(t, 'other3@example.com');
    const r = await t.gql(SUBSCRIBE, { email: 'owner3@example.com' }, undefined, bearer(token));
    expect(firstError(r.body)?.message).toBe('Cannot create a newsletter subscription.');
  });

  it('the subscription is per store view', async () => {
    const token = await signUp(t, 'reader4@example.com');
    await t.gql(SET_SUBSCRIBED, { v: true }, 'de', bearer(token));
    expect(await status(token)).toMatchObject({ newsletter_status: 'NOT_ACTIVE' });
    const de = await t.gql<{ customer: { newsletter_status: string } }>(STATUS, {}, 'de', bearer(token));
    expect(de.body.data?.customer.newsletter_status).toBe('UNCONFIRMED');
  });

  it('a guest has no newsletter status to read', async () => {
    const r = await t.gql(STATUS);
    expect(firstError(r.body)?.extensions?.category).toBe('graphql-authorization');
  });
});

describe('communication preferences (spec §2 /communications, §5 terms)', () => {
  const SAVE = `mutation($input: CustomerCommunicationPreferencesInput!) {
    updateCustomerCommunicationPreferences(input: $input) { email sms sms_telephone terms_agreed_at } }`;
  const READ = `{ customer { communication_preferences { email sms sms_telephone terms_agreed_at } } }`;

  it('starts with no channel and saves only with the terms agreed', async () => {
    const token = await signUp(t, 'channels@example.com');
    const before = await t.gql<{ customer: { communication_preferences: unknown } }>(
      READ,
      {},
      undefined,
      bearer(token),
    );
    expect(before.body.data?.customer.communication_preferences).toEqual({
      email: false,
      sms: false,
      sms_telephone: null,
      terms_agreed_at: null,
    });
    const refused = await t.gql(
      SAVE,
      { input: { email: true, sms: false, terms_agreed: false } },
      undefined,
      bearer(token),
    );
    expect(firstError(refused.body)).toMatchObject({
      message: 'Is required',
      extensions: { category: 'graphql-input', field: 'terms_agreed' },
    });
    const noPhone = await t.gql(
      SAVE,
      { input: { email: true, sms: true, sms_telephone: ' ', terms_agreed: true } },
      undefined,
      bearer(token),
    );
    expect(firstError(noPhone.body)).toMatchObject({
      message: 'Is required',
      extensions: { field: 'sms_telephone' },
    });
    const badPhone = await t.gql(
      SAVE,
      { input: { email: true, sms: true, sms_telephone: 'call me', terms_agreed: true } },
      undefined,
      bearer(token),
    );
    expect(firstError(badPhone.body)?.message).toBe('The entered phone number has an incorrect format');
    // Nothing was saved by the refused attempts.
    const still = await t.gql<{ customer: { communication_preferences: { email: boolean } } }>(
      READ,
      {},
      undefined,
      bearer(token),
    );
    expect(still.body.data?.customer.communication_preferences.email).toBe(false);

    const saved = await t.gql<{ updateCustomerCommunicationPreferences: Record<string, unknown> }>(
      SAVE,
      { input: { email: true, sms: true, sms_telephone: ' +371 2000 0000 ', terms_agreed: true } },
      undefined,
      bearer(token),
    );
    expect(saved.body.data?.updateCustomerCommunicationPreferences).toMatchObject({
      email: true,
      sms: true,
      sms_telephone: '+371 2000 0000',
      terms_agreed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it('is for signed-in customers only', async () => {
    const r = await t.gql(SAVE, { input: { email: true, sms: false, terms_agreed: true } });
    expect(firstError(r.body)?.extensions?.category).toBe('graphql-authorization');
  });
});
