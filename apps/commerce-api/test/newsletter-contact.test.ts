import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

type Err = { message: string; extensions?: Record<string, unknown> };
const firstError = (body: { errors?: Err[] }) => body.errors?.[0];

const SUBSCRIBE = `mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`;

describe('subscribeEmailToNewsletter', () => {
  it('subscribes a guest per store view and reports UNCONFIRMED (double opt-in)', async () => {
    const r = await t.gql<{ subscribeEmailToNewsletter: { status: string } }>(SUBSCRIBE, {
      email: '  Reader@Example.com ',
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data?.subscribeEmailToNewsletter.status).toBe('UNCONFIRMED');
    // The same address is a new subscriber in another store view.
    const de = await t.gql<{ subscribeEmailToNewsletter: { status: string } }>(
      SUBSCRIBE,
      { email: 'reader@example.com' },
      'de',
    );
    expect(de.body.data?.subscribeEmailToNewsletter.status).toBe('UNCONFIRMED');
  });

  it('rejects an address that is already subscribed (case and spaces ignored)', async () => {
    process.env.NEWSLETTER_CONFIRM = '0';
    try {
      await t.gql(SUBSCRIBE, { email: 'twice@example.com' });
      const again = await t.gql(SUBSCRIBE, { email: 'TWICE@example.com ' });
      expect(firstError(again.body)).toMatchObject({
        message: 'This email address is already subscribed.',
        extensions: { category: 'graphql-input' },
      });
    } finally {
      delete process.env.NEWSLETTER_CONFIRM;
    }
  });

  it.each([
    ['', 'You must specify an email address to subscribe to a newsletter.'],
    ['   ', 'You must specify an email address to subscribe to a newsletter.'],
    ['not-an-email', 'Enter a valid email address.'],
    ['a@b', 'Enter a valid email address.'],
    [`${'x'.repeat(250)}@example.com`, 'Enter a valid email address.'],
  ])('rejects %j with Magento’s message', async (email, message) => {
    const r = await t.gql(SUBSCRIBE, { email });
    expect(firstError(r.body)).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });

  it('requires the email argument (schema validation)', async () => {
    const r = await t.gql('mutation { subscribeEmailToNewsletter { status } }');
    expect(firstError(r.body)?.message).toMatch(/argument "email" of type "String!" is required/);
  });
});

describe('newsletter captcha (X-ReCaptcha)', () => {
  let verifier: Server;
  let lastBody = '';
  let answer: Record<string, unknown> = {};
  let status = 200;

  beforeAll(async () => {
    verifier = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        lastBody = body;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  });
  afterEach(() => {
    delete process.env.CAPTCHA_SECRET;
    delete process.env.CAPTCHA_VERIFY_URL;
    status = 200;
  });
  afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

  const enable = () => {
    process.env.CAPTCHA_SECRET = 'test-secret';
    process.env.CAPTCHA_VERIFY_URL = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
  };

  it('accepts sign-ups without a token while no verification secret is configured', async () => {
    const r = await t.gql(SUBSCRIBE, { email: 'nocaptcha@example.com' }, 'en', { 'X-ReCaptcha': '' });
    expect(r.body.errors).toBeUndefined();
  });

  it('requires a token once a secret is configured: an empty token (captcha failed to load) is refused', async () => {
    enable();
    const attempts: Record<string, string>[] = [{}, { 'X-ReCaptcha': '' }, { 'X-ReCaptcha': '   ' }];
    for (const headers of attempts) {
      const r = await t.gql(SUBSCRIBE, { email: 'empty-token@example.com' }, 'en', headers);
      expect(firstError(r.body)).toMatchObject({
        message: 'ReCaptcha validation failed, please try again',
        extensions: { category: 'graphql-input' },
      });
    }
  });

  it('verifies the token with the secret and the subscribe_newsletter action', async () => {
    enable();
    answer = { success: true, score: 0.9, action: 'subscribe_newsletter' };
    const r = await t.gql<{ subscribeEmailToNewsletter: { status: string } }>(
      SUBSCRIBE,
      { email: 'human@example.com' },
      'en',
      { 'X-ReCaptcha': 'token-123' },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data?.subscribeEmailToNewsletter.status).toBe('UNCONFIRMED');
    const sent = new URLSearchParams(lastBody);
    expect(sent.get('secret')).toBe('test-secret');
    expect(sent.get('response')).toBe('token-123');
  });

  it.each([
    ['a rejected token', { success: false }, 200],
    ['a low score', { success: true, score: 0.1, action: 'subscribe_newsletter' }, 200],
    ['a token from another action', { success: true, score: 0.9, action: 'contact' }, 200],
    ['a verifier failure', {}, 503],
  ])('refuses %s', async (_, body, code) => {
    enable();
    answer = body;
    status = code;
    const r = await t.gql(SUBSCRIBE, { email: 'bot@example.com' }, 'en', { 'X-ReCaptcha': 'token-x' });
    expect(firstError(r.body)?.message).toBe('ReCaptcha validation failed, please try again');
  });
});

const CONTACT = `mutation($input: ContactUsInput!) { contactUs(input: $input) { status } }`;

describe('contactUs', () => {
  const valid = {
    name: 'Maija Korhonen',
    email: 'maija@example.com',
    telephone: '+358 40 123 4567',
    comment: 'Where do you ship from?',
  };

  it('stores the request and reports success (telephone optional)', async () => {
    const r = await t.gql<{ contactUs: { status: boolean } }>(CONTACT, { input: valid });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data?.contactUs.status).toBe(true);
    const { telephone: _, ...noPhone } = valid;
    const r2 = await t.gql<{ contactUs: { status: boolean } }>(CONTACT, { input: noPhone }, 'fr');
    expect(r2.body.data?.contactUs.status).toBe(true);
  });

  it.each([
    [{ name: '  ' }, 'Enter the Name and try again.', undefined],
    [{ comment: '' }, 'Enter the comment and try again.', undefined],
    [{ email: 'maija@' }, 'The email address is invalid. Verify the email address and try again.', undefined],
    [{ name: 'N'.repeat(66) }, 'This field can’t contain more than 65 characters', 'name'],
    [{ comment: 'c'.repeat(2001) }, 'This field can’t contain more than 2000 characters', 'comment'],
    [{ telephone: 'call me' }, 'The entered phone number has an incorrect format', 'telephone'],
  ])('rejects %j', async (patch, message, field) => {
    const r = await t.gql(CONTACT, { input: { ...valid, ...patch } });
    expect(firstError(r.body)).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    if (field) expect(firstError(r.body)?.extensions?.field).toBe(field);
  });
});

const INQUIRY = `mutation($input: BusinessInquiryInput!) {
  submitBusinessInquiry(input: $input) { status inquiry_id reply_min_working_days reply_max_working_days }
}`;

describe('submitBusinessInquiry', () => {
  const valid = {
    name: 'Jonas Weber',
    email: 'jonas@hotel-alpenblick.de',
    company: 'Hotel Alpenblick',
    position: 'Spa manager',
    country_code: 'de',
    message: 'We would like to stock your sauna range in our spa.',
  };

  it('stores the inquiry and promises a reply in 3 to 5 working days', async () => {
    const r = await t.gql<{ submitBusinessInquiry: Record<string, unknown> }>(
      INQUIRY,
      { input: valid },
      'de',
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data?.submitBusinessInquiry).toMatchObject({
      status: true,
      reply_min_working_days: 3,
      reply_max_working_days: 5,
    });
    expect(r.body.data?.submitBusinessInquiry.inquiry_id).toMatch(/^\d+$/);
  });

  it.each([
    ['name', '', 'Is required'],
    ['company', '   ', 'Is required'],
    ['position', '', 'Is required'],
    ['message', '', 'Is required'],
    ['email', '', 'Is required'],
    ['email', 'jonas@', 'The entered email is not valid'],
    ['email', `${'j'.repeat(60)}@example.com`, 'This field can’t contain more than 65 characters'],
    ['name', 'N'.repeat(66), 'This field can’t contain more than 65 characters'],
    ['company', 'C'.repeat(66), 'This field can’t contain more than 65 characters'],
    ['position', 'P'.repeat(66), 'This field can’t contain more than 65 characters'],
    ['country_code', 'XX', 'Country code is not valid'],
    ['country_code', 'Germany', 'Country code is not valid'],
    ['country_code', 'EU', 'Country code is not valid'],
    ['country_code', '', 'Is required'],
    ['message', 'm'.repeat(2001), 'This field can’t contain more than 2000 characters'],
  ])('rejects %s = %j', async (field, value, message) => {
    const r = await t.gql(INQUIRY, { input: { ...valid, [field]: value } });
    expect(firstError(r.body)).toMatchObject({ message, extensions: { category: 'graphql-input', field } });
    expect(r.body.data?.submitBusinessInquiry ?? null).toBeNull();
  });

  it('counts 65 characters, not bytes (ä is one character)', async () => {
    const r = await t.gql(INQUIRY, { input: { ...valid, company: 'ä'.repeat(65) } });
    expect(r.body.errors).toBeUndefined();
  });
});
