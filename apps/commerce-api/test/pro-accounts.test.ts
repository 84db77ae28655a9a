import { mkdtempSync, rmSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath } from '../src/admin/socket.js';
import { bearer, GOOD_PASSWORD, startApi, type TestApi } from './helpers.js';

/** Spec §1, §3 PRO registration and §6 PRO applicant: pending → approved or rejected by the provider. */
let t: TestApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pro-accounts-')), 'pglite');
  t = await startApi(process.env.DATABASE_URL ? undefined : dataDir);
});
afterAll(async () => {
  await t?.cleanup();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

const APPLY = `mutation($input: ProCustomerApplicationInput!) { createProCustomerApplication(input: $input) { status } }`;
const SIGN_IN = `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;
const ME = `{ customer { email group_id pro_status } }`;

const application = (email: string, extra: Record<string, unknown> = {}) => ({
  firstname: 'Ilze',
  lastname: 'Kalniņa',
  email,
  telephone: '+371 2000 0000',
  country_code: 'LV',
  password: GOOD_PASSWORD,
  occupation: 'MAKEUP_ARTIST',
  business_name: 'Studio Ilze',
  website: 'instagram.com/studio.ilze',
  ...extra,
});

const apply = (input: Record<string, unknown>, store = 'en') =>
  t.gql<{ createProCustomerApplication: { status: string } }>(APPLY, { input }, store);
const signIn = (email: string, password = GOOD_PASSWORD, store = 'en') =>
  t.gql<{ generateCustomerToken: { token: string } | null }>(SIGN_IN, { e: email, p: password }, store);

/** `npm run admin` talks to the running API through this socket (admin/socket.ts). */
function admin(...args: string[]): Promise<{ code: number; output: string }> {
  if (process.env.DATABASE_URL) throw new Error('the admin socket exists only with PGlite');
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

/** Quoted-printable undone, as UTF-8 (the bodies of the .eml files). */
function unquote(raw: string): string {
  const src = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < src.length; i++) {
    const hex = src[i] === '=' ? /^[0-9A-F]{2}/.exec(src.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(src[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The e-mails written to an address, oldest first, decoded. */
async function mailsTo(address: string): Promise<string[]> {
  await t.api.flushMail();
  const dir = t.api.mailDir;
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${address}`))
    .map(unquote);
}

const PENDING_TEXT =
  'Your PRO application is still being reviewed. We confirm it by e-mail, usually within 1 to 3 working days.';

describe.skipIf(!!process.env.DATABASE_URL)('PRO registration and approval', () => {
  it('creates a pending account, sends the confirmation e-mail and refuses the sign-in with the review text', async () => {
    const email = 'ilze.pro@example.com';
    const r = await apply(application(email));
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.createProCustomerApplication.status).toBe('PENDING');

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('usually within 1 to 3 working days');
    expect(mails[0]).not.toContain('Welcome');

    const signed = await signIn(email);
    expect(signed.body.data?.generateCustomerToken ?? null).toBeNull();
    expect(signed.body.errors?.[0]).toMatchObject({
      message: PENDING_TEXT,
      extensions: { category: 'graphql-authentication' },
    });
    // In the store view's language.
    const de = await signIn(email, GOOD_PASSWORD, 'de');
    expect(de.body.errors?.[0]?.message).toContain('in der Regel innerhalb von 1 bis 3 Werktagen');
    // A wrong password tells nothing about the application.
    const wrong = await signIn(email, 'Wrong-password-1');
    expect(wrong.body.errors?.[0]?.message).toMatch(/^The account sign-in was incorrect/);

    expect((await admin('pro', 'list')).output).toContain(`${email} PENDING`);
  });

  it('approves through the admin command: the approval e-mail, the PRO group and pro_status', async () => {
    const email = 'ilze.pro@example.com';
    expect(await admin('pro', 'approve', email.toUpperCase())).toEqual({
      code: 0,
      output: `${email} is APPROVED; the e-mail is on its way.`,
    });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('your PRO application is approved');
    expect(mails[1]).toContain('/prologin');

    const signed = await signIn(email);
    expect(signed.body.errors).toBeUndefined();
    const token = signed.body.data!.generateCustomerToken!.token;
    const me = await t.gql<{ customer: { group_id: number; pro_status: string } }>(
      ME,
      {},
      'en',
      bearer(token),
    );
    expect(me.body.data!.customer).toMatchObject({ group_id: 2, pro_status: 'APPROVED' });

    // Once only: a second approval sends nothing.
    expect((await admin('pro', 'approve', email)).output).toBe(`${email} was already APPROVED.`);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('rejects: the e-mail, a sign-in refused with its own text, earlier tokens revoked', async () => {
    const email = 'bar.pro@example.com';
    await apply(application(email, { occupation: 'BAR', business_name: null, website: null }), 'fr');
    expect((await mailsTo(email))[0]).toContain('généralement sous 1 à 3 jours ouvrés');
    expect((await admin('pro', 'approve', email)).code).toBe(0);
    const token = (await signIn(email)).body.data!.generateCustomerToken!.token;

    expect((await admin('pro', 'reject', email)).output).toBe(
      `${email} is REJECTED; the e-mail is on its way.`,
    );
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(3);
    expect(mails[2]).toContain('n’a pas été approuvée');
    expect((await signIn(email)).body.errors?.[0]?.message).toBe(
      'Your PRO application was not approved. Please contact us if you have any questions.',
    );
    const me = await t.gql(ME, {}, 'en', bearer(token));
    expect(me.body.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('answers the admin command for unknown addresses and bad arguments', async () => {
    expect(await admin('pro', 'approve', 'nobody@example.com')).toEqual({
      code: 1,
      output: 'nobody@example.com has no PRO application.',
    });
    expect((await admin('pro', 'approve')).code).toBe(2);
    expect((await admin('pro', 'list', 'maybe')).code).toBe(2);
    // An ordinary account is no PRO application.
    await t.gql(
      `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      { input: { firstname: 'A', lastname: 'B', email: 'plain@example.com', password: GOOD_PASSWORD } },
    );
    expect((await admin('pro', 'reject', 'plain@example.com')).code).toBe(1);
    const token = (await signIn('plain@example.com')).body.data!.generateCustomerToken!.token;
    const me = await t.gql<{ customer: { pro_status: string | null } }>(ME, {}, 'en', bearer(token));
    expect(me.body.data!.customer.pro_status).toBeNull();
  });

  it('checks every field of spec §3 and keeps nothing of a refused application', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ telephone: 'call me' }, 'telephone', 'The entered phone number has an incorrect format'],
      [{ telephone: ' ' }, 'telephone', 'Is required'],
      [
        { occupation: 'SHOP', business_name: 'x'.repeat(66) },
        'business_name',
        'This field can’t contain more than 65 characters',
      ],
      [{ website: 'javascript:alert(1)' }, 'website', 'Please enter a valid URL.'],
      [{ firstname: '' }, 'firstname', 'Is required'],
      [{ email: 'not-an-email' }, 'email', 'The entered email is not valid'],
      [
        { password: 'short' },
        'password',
        'The password needs at least 8 characters. Create a new password and try again.',
      ],
    ];
    for (const [extra, field, message] of cases) {
      const r = await apply(application('checked.pro@example.com', extra));
      expect({ field, error: r.body.errors?.[0] }).toMatchObject({
        field,
        error: { message, extensions: { category: 'graphql-input' } },
      });
    }
    // The schema's enums refuse an unknown occupation or country before any resolver runs.
    expect(
      (await apply(application('checked.pro@example.com', { occupation: 'ASTRONAUT' }))).body.errors,
    ).toBeDefined();
    expect(
      (await apply(application('checked.pro@example.com', { country_code: 'XX' }))).body.errors,
    ).toBeDefined();
    expect(await mailsTo('checked.pro@example.com')).toHaveLength(0);
    expect((await signIn('checked.pro@example.com')).body.errors?.[0]?.message).toMatch(
      /^The account sign-in/,
    );
    // A taken address: Magento's text, and the existing account stays as it was.
    const taken = await apply(application('ilze.pro@example.com'));
    expect(taken.body.errors?.[0]?.message).toBe(
      'A customer with the same email address already exists in an associated website.',
    );
  });
});
