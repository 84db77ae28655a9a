import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, GOOD_PASSWORD, signInAs, signUp, startApi, type TestApi } from './helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

type Err = { message: string; extensions?: Record<string, unknown> };
const firstError = (body: { errors?: Err[] }) => body.errors?.[0];

const CREATE = `mutation($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email firstname lastname is_subscribed segment_ids } } }`;
const SIGN_IN = `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;
const ME = `{ customer { email firstname lastname group_id default_billing default_shipping
  addresses { id firstname street city postcode country_code telephone company is_business registration_id vat_id default_billing default_shipping } } }`;

async function create(input: Record<string, unknown>, store?: string) {
  return t.gql<{ createCustomerV2: { customer: { email: string } } }>(
    CREATE,
    { input: { firstname: 'Anna', lastname: 'Ozola', password: GOOD_PASSWORD, ...input } },
    store,
  );
}

async function signIn(email: string, password: string, api: TestApi = t) {
  return api.gql<{ generateCustomerToken: { token: string } }>(SIGN_IN, { e: email, p: password });
}

/** The e-mails written for an address, oldest first, as raw RFC 822 text. */
async function mailsTo(api: TestApi, address: string): Promise<string[]> {
  await api.api.flushMail();
  const dir = api.api.mailDir;
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${address}`));
}

/** A mail as a reader sees it: quoted-printable body and RFC 2047 subject decoded as UTF-8. */
function unfold(mail: string): string {
  const qp = (text: string, underscores: boolean) => {
    const bytes: number[] = [];
    const src = underscores ? text.replace(/_/g, ' ') : text.replace(/=\r?\n/g, '');
    for (let i = 0; i < src.length; i++) {
      const hex = src[i] === '=' ? /^[0-9A-F]{2}/.exec(src.slice(i + 1, i + 3)) : null;
      if (hex) {
        bytes.push(parseInt(hex[0], 16));
        i += 2;
      } else bytes.push(...Buffer.from(src[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  };
  const split = mail.indexOf('\n\n');
  const headers = mail
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?UTF-8\?Q\?/g, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) => qp(word, true));
  return `${headers}\n\n${qp(mail.slice(split + 2), false)}`;
}

describe('creating an account', () => {
  it('creates a customer, sends the welcome mail in the store’s language and signs in', async () => {
    const r = await create({ email: 'Neu.Kundin@Example.com', is_subscribed: true }, 'de');
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.createCustomerV2.customer).toMatchObject({
      email: 'neu.kundin@example.com',
      // The newsletter box is a double opt-in: subscribed once the confirmation link is followed.
      is_subscribed: false,
      segment_ids: [],
    });
    const mails = await mailsTo(t, 'neu.kundin@example.com');
    expect(mails).toHaveLength(2);
    expect(unfold(mails[0]!)).toContain('Subject: Willkommen bei Aurora Botanica');
    expect(unfold(mails[0]!)).toContain('/de/sign-in');
    expect(unfold(mails[1]!)).toContain('Newsletter-Abonnement');
    expect(unfold(mails[1]!)).toMatch(/\/de\/newsletter\?subscriber=\d+&code=/);

    const token = (await signIn('neu.kundin@example.com', GOOD_PASSWORD)).body.data!.generateCustomerToken
      .token;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const me = await t.gql<{ customer: { email: string; group_id: number; addresses: unknown[] } }>(
      ME,
      undefined,
      'de',
      bearer(token),
    );
    expect(me.body.data!.customer).toMatchObject({
      email: 'neu.kundin@example.com',
      group_id: 1,
      addresses: [],
    });
  });

  it('answers each bad input with its text and keeps nothing', async () => {
    const short = await create({ email: 'short@example.com', password: 'Ab1!' });
    expect(firstError(short.body)).toMatchObject({
      message: 'The password needs at least 8 characters. Create a new password and try again.',
      extensions: { category: 'graphql-input', field: 'password' },
    });
    const classes = await create({ email: 'classes@example.com', password: 'lowercaseonly1' });
    expect(firstError(classes.body)!.message).toBe(
      'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.',
    );
    const email = await create({ email: 'not-an-email' });
    expect(firstError(email.body)!.message).toBe('The entered email is not valid');
    const name = await create({ email: 'name@example.com', firstname: '  ' });
    expect(firstError(name.body)).toMatchObject({
      message: 'Is required',
      extensions: { field: 'firstname' },
    });
    const long = await create({ email: 'long@example.com', lastname: 'x'.repeat(66) });
    expect(firstError(long.body)!.message).toBe('This field can’t contain more than 65 characters');
    for (const e of ['short@example.com', 'classes@example.com', 'name@example.com', 'long@example.com']) {
      const available = await t.gql<{ isEmailAvailable: { is_email_available: boolean } }>(
        'query($e: String!) { isEmailAvailable(email: $e) { is_email_available } }',
        { e },
      );
      expect(available.body.data!.isEmailAvailable.is_email_available).toBe(true);
    }
  });

  it('refuses a second account for the same address in any case', async () => {
    await signUp(t, 'twice@example.com');
    const again = await create({ email: 'TWICE@example.com' });
    expect(firstError(again.body)).toMatchObject({
      message: 'A customer with the same email address already exists in an associated website.',
      extensions: { category: 'graphql-input' },
    });
    const available = await t.gql<{ isEmailAvailable: { is_email_available: boolean } }>(
      '{ isEmailAvailable(email: "Twice@Example.com") { is_email_available } }',
    );
    expect(available.body.data!.isEmailAvailable.is_email_available).toBe(false);
  });

  it('never returns or stores the password as given', async () => {
    const r = await t.gql('{ __type(name: "Customer") { fields { name } } }');
    const fields = (r.body.data as { __type: { fields: { name: string }[] } }).__type.fields.map(
      (f) => f.name,
    );
    expect(fields.some((f) => /password|hash/i.test(f))).toBe(false);
  });
});

describe('tokens', () => {
  it('needs a token for the customer, and answers a guest with Magento’s authorization error', async () => {
    const r = await t.gql(ME);
    expect(firstError(r.body)).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('revokes a token: it no longer works, others of the account still do', async () => {
    await signUp(t, 'revoke@example.com');
    const a = await signInAs(t, 'revoke@example.com', GOOD_PASSWORD);
    const b = await signInAs(t, 'revoke@example.com', GOOD_PASSWORD);
    const revoked = await t.gql<{ revokeCustomerToken: { result: boolean } }>(
      'mutation { revokeCustomerToken { result } }',
      undefined,
      undefined,
      bearer(a),
    );
    expect(revoked.body.data!.revokeCustomerToken.result).toBe(true);
    expect(firstError((await t.gql(ME, undefined, undefined, bearer(a))).body)).toMatchObject({
      extensions: { category: 'graphql-authorization' },
    });
    expect((await t.gql(ME, undefined, undefined, bearer(b))).body.errors).toBeUndefined();
    // An unknown token is refused, not taken for a guest.
    expect(firstError((await t.gql(ME, undefined, undefined, bearer('made-up'))).body)!.message).toBe(
      "The current customer isn't authorized.",
    );
  });

  it('expires a token after its lifetime', async () => {
    // Lifetime 0: the token is past its end as soon as it is issued (no waiting in tests).
    const quick = await startApi(undefined, { authSettings: { tokenLifetimeSeconds: 0 } });
    try {
      const token = await signUp(quick, 'expiring@example.com');
      const r = await quick.gql(ME, undefined, undefined, bearer(token));
      expect(firstError(r.body)).toMatchObject({
        message: "The current customer isn't authorized.",
        extensions: { category: 'graphql-authorization' },
      });
    } finally {
      await quick.cleanup();
    }
  });
});

describe('sign-in lockout', () => {
  const NEUTRAL =
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

  it('answers a wrong password and an unknown address alike', async () => {
    await signUp(t, 'neutral@example.com');
    const wrong = await signIn('neutral@example.com', 'Wrong-password-1');
    const unknown = await signIn('nobody.here@example.com', GOOD_PASSWORD);
    expect(firstError(wrong.body)).toMatchObject({
      message: NEUTRAL,
      extensions: { category: 'graphql-authentication' },
    });
    expect(firstError(unknown.body)).toMatchObject({
      message: NEUTRAL,
      extensions: { category: 'graphql-authentication' },
    });
  });

  it('locks the account after 10 failures, even for the right password, until reset', async () => {
    await signUp(t, 'locked@example.com');
    for (let i = 0; i < 9; i++) await signIn('locked@example.com', `Wrong-password-${i}`);
    // Nine failures: the right password still works and resets the count.
    expect((await signIn('locked@example.com', GOOD_PASSWORD)).body.errors).toBeUndefined();
    for (let i = 0; i < 10; i++) await signIn('locked@example.com', `Wrong-password-${i}`);
    expect(firstError((await signIn('locked@example.com', GOOD_PASSWORD)).body)!.message).toBe(NEUTRAL);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'shares the lockout between two API processes on one PostgreSQL database',
    async () => {
      const second = await startApi(undefined, { sameDatabaseAs: t });
      try {
        await signUp(t, 'shared.lock@example.com');
        for (let i = 0; i < 5; i++) await signIn('shared.lock@example.com', `Wrong-${i}-Aa`, t);
        for (let i = 0; i < 5; i++) await signIn('shared.lock@example.com', `Wrong-${i}-Bb`, second);
        expect(firstError((await signIn('shared.lock@example.com', GOOD_PASSWORD, t)).body)!.message).toBe(
          NEUTRAL,
        );
        expect(
          firstError((await signIn('shared.lock@example.com', GOOD_PASSWORD, second)).body)!.message,
        ).toBe(NEUTRAL);
      } finally {
        await second.api.close();
      }
    },
  );
});

describe('passwords', () => {
  it('changes the password: the current one is checked, every token is revoked, a mail is sent', async () => {
    const token = await signUp(t, 'change@example.com');
    const other = await signInAs(t, 'change@example.com', GOOD_PASSWORD);
    const CHANGE = `mutation($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }`;
    const wrong = await t.gql(CHANGE, { c: 'Not-the-one-1', n: 'Brand-new-42' }, undefined, bearer(token));
    expect(firstError(wrong.body)).toMatchObject({
      message: "The password doesn't match this account. Verify the password and try again.",
      extensions: { category: 'graphql-authentication' },
    });
    const weak = await t.gql(CHANGE, { c: GOOD_PASSWORD, n: 'weakweak' }, undefined, bearer(token));
    expect(firstError(weak.body)!.message).toBe(
      'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.',
    );
    const ok = await t.gql(CHANGE, { c: GOOD_PASSWORD, n: 'Brand-new-42' }, undefined, bearer(token));
    expect(ok.body.errors).toBeUndefined();
    for (const tok of [token, other])
      expect(firstError((await t.gql(ME, undefined, undefined, bearer(tok))).body)).toMatchObject({
        extensions: { category: 'graphql-authorization' },
      });
    expect((await signIn('change@example.com', GOOD_PASSWORD)).body.errors).toBeDefined();
    expect((await signIn('change@example.com', 'Brand-new-42')).body.errors).toBeUndefined();
    const mails = await mailsTo(t, 'change@example.com');
    expect(unfold(mails.at(-1)!)).toContain('Subject: Your Aurora Botanica password was changed');
  });

  it('resets a forgotten password through the single-use link in the mail', async () => {
    const token = await signUp(t, 'forgot@example.com', { store: 'fr' });
    const request = await t.gql<{ requestPasswordResetEmail: boolean }>(
      'mutation { requestPasswordResetEmail(email: "forgot@example.com") }',
      undefined,
      'fr',
    );
    expect(request.body.data!.requestPasswordResetEmail).toBe(true);
    // An unknown address gets the same answer (nobody learns who has an account), and no mail.
    const unknown = await t.gql<{ requestPasswordResetEmail: boolean }>(
      'mutation { requestPasswordResetEmail(email: "stranger@example.com") }',
    );
    expect(unknown.body.data!.requestPasswordResetEmail).toBe(true);
    expect(await mailsTo(t, 'stranger@example.com')).toEqual([]);

    const mail = unfold((await mailsTo(t, 'forgot@example.com')).at(-1)!);
    expect(mail).toContain('Subject: Réinitialisez votre mot de passe Aurora Botanica');
    const link = new URL(/(http:\/\/\S+\/fr\/customer\/account\/createPassword\?\S+)/.exec(mail)![1]!);
    const resetToken = link.searchParams.get('token')!;
    expect(link.searchParams.get('email')).toBe('forgot@example.com');

    const RESET = `mutation($t: String!, $p: String!) { resetPassword(email: "forgot@example.com", resetPasswordToken: $t, newPassword: $p) }`;
    const bad = await t.gql(RESET, { t: 'x'.repeat(43), p: 'Fresh-start-7' });
    expect(firstError(bad.body)!.message).toBe('The password token is mismatched. Reset and try again.');
    const ok = await t.gql<{ resetPassword: boolean }>(RESET, { t: resetToken, p: 'Fresh-start-7' });
    expect(ok.body.data!.resetPassword).toBe(true);
    const again = await t.gql(RESET, { t: resetToken, p: 'Fresh-start-8' });
    expect(firstError(again.body)!.message).toBe('The password token is mismatched. Reset and try again.');
    expect(firstError((await t.gql(ME, undefined, undefined, bearer(token))).body)).toMatchObject({
      extensions: { category: 'graphql-authorization' },
    });
    expect((await signIn('forgot@example.com', 'Fresh-start-7')).body.errors).toBeUndefined();
  });

  it('refuses an expired reset link', async () => {
    const quick = await startApi(undefined, { authSettings: { resetLinkHours: 0 } });
    try {
      await signUp(quick, 'late@example.com');
      await quick.gql('mutation { requestPasswordResetEmail(email: "late@example.com") }');
      const mail = unfold((await mailsTo(quick, 'late@example.com')).at(-1)!);
      const token = new URL(/(http:\/\/\S+createPassword\?\S+)/.exec(mail)![1]!).searchParams.get('token')!;
      const r = await quick.gql(
        `mutation($t: String!) { resetPassword(email: "late@example.com", resetPasswordToken: $t, newPassword: "Fresh-start-7") }`,
        { t: token },
      );
      expect(firstError(r.body)!.message).toBe('Your password reset link has expired.');
    } finally {
      await quick.cleanup();
    }
  });
});

describe('account information', () => {
  it('updates names and the e-mail (with the password)', async () => {
    const token = await signUp(t, 'info@example.com');
    const upd = await t.gql<{ updateCustomerV2: { customer: { firstname: string; lastname: string } } }>(
      'mutation { updateCustomerV2(input: { firstname: "Marta", lastname: "Liepa" }) { customer { firstname lastname } } }',
      undefined,
      undefined,
      bearer(token),
    );
    expect(upd.body.data!.updateCustomerV2.customer).toEqual({ firstname: 'Marta', lastname: 'Liepa' });
    const EMAIL = `mutation($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }`;
    const wrong = await t.gql(EMAIL, { e: 'info2@example.com', p: 'Nope-nope-1' }, undefined, bearer(token));
    expect(firstError(wrong.body)).toMatchObject({
      message: 'Invalid login or password.',
      extensions: { category: 'graphql-authentication' },
    });
    await signUp(t, 'taken@example.com');
    const taken = await t.gql(EMAIL, { e: 'taken@example.com', p: GOOD_PASSWORD }, undefined, bearer(token));
    expect(firstError(taken.body)!.message).toBe(
      'A customer with the same email address already exists in an associated website.',
    );
    const ok = await t.gql(EMAIL, { e: 'info2@example.com', p: GOOD_PASSWORD }, undefined, bearer(token));
    expect(ok.body.errors).toBeUndefined();
    expect((await signIn('info2@example.com', GOOD_PASSWORD)).body.errors).toBeUndefined();
  });
});

describe('address book', () => {
  const ADDRESS = {
    firstname: 'Anna',
    lastname: 'Ozola',
    street: ['Brīvības iela 1', 'dz. 5'],
    city: 'Rīga',
    postcode: 'LV-1010',
    country_code: 'LV',
    telephone: '+371 20000000',
  };
  const CREATE_ADDRESS = `mutation($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id default_billing default_shipping is_business } }`;

  it('adds, edits and deletes addresses; the first is the default; defaults cannot be deleted', async () => {
    const token = await signUp(t, 'book@example.com');
    const as = bearer(token);
    const first = await t.gql<{ createCustomerAddress: { id: number; default_billing: boolean } }>(
      CREATE_ADDRESS,
      { a: ADDRESS },
      undefined,
      as,
    );
    expect(first.body.data!.createCustomerAddress).toMatchObject({
      default_billing: true,
      default_shipping: true,
    });
    const firstId = first.body.data!.createCustomerAddress.id;
    const business = await t.gql<{ createCustomerAddress: { id: number; is_business: boolean } }>(
      CREATE_ADDRESS,
      {
        a: {
          ...ADDRESS,
          is_business: true,
          company: 'Ozola SIA',
          registration_id: '40003000000',
          vat_id: 'LV40003000000',
        },
      },
      undefined,
      as,
    );
    expect(business.body.data!.createCustomerAddress).toMatchObject({ is_business: true });
    const secondId = business.body.data!.createCustomerAddress.id;
    const noReg = await t.gql(
      CREATE_ADDRESS,
      { a: { ...ADDRESS, is_business: true, company: 'X SIA' } },
      undefined,
      as,
    );
    expect(firstError(noReg.body)).toMatchObject({
      message: 'Is required',
      extensions: { field: 'registration_id' },
    });
    const noStreet = await t.gql(CREATE_ADDRESS, { a: { ...ADDRESS, street: [' '] } }, undefined, as);
    expect(firstError(noStreet.body)).toMatchObject({
      message: 'Is required',
      extensions: { field: 'street' },
    });
    const badPhone = await t.gql(CREATE_ADDRESS, { a: { ...ADDRESS, telephone: 'call me' } }, undefined, as);
    expect(firstError(badPhone.body)!.message).toBe('The entered phone number has an incorrect format');

    const DELETE = 'mutation($id: Int!) { deleteCustomerAddress(id: $id) }';
    const refused = await t.gql(DELETE, { id: firstId }, undefined, as);
    expect(firstError(refused.body)!.message).toBe(
      `Customer Address ${firstId} is set as default billing address and can not be deleted`,
    );
    const edit = await t.gql<{ updateCustomerAddress: { city: string; default_shipping: boolean } }>(
      'mutation($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Jūrmala", default_billing: true, default_shipping: true }) { city default_shipping } }',
      { id: secondId },
      undefined,
      as,
    );
    expect(edit.body.data!.updateCustomerAddress).toEqual({ city: 'Jūrmala', default_shipping: true });
    expect((await t.gql(DELETE, { id: firstId }, undefined, as)).body.errors).toBeUndefined();

    const me = await t.gql<{
      customer: { default_billing: string; addresses: { id: number; city: string }[] };
    }>(ME, undefined, undefined, as);
    expect(me.body.data!.customer.default_billing).toBe(String(secondId));
    expect(me.body.data!.customer.addresses.map((a) => a.city)).toEqual(['Jūrmala']);

    // Someone else's address is out of reach.
    const stranger = bearer(await signUp(t, 'stranger.book@example.com'));
    const foreign = await t.gql(DELETE, { id: secondId }, undefined, stranger);
    expect(firstError(foreign.body)).toMatchObject({
      message: `Current customer does not have permission to address with ID "${secondId}"`,
      extensions: { category: 'graphql-authorization' },
    });
  });
});

describe('guest and customer carts', () => {
  type Cart = {
    id: string;
    applied_coupons: { code: string }[] | null;
    items: {
      quantity: number;
      isFreeGift: boolean;
      product: { sku: string };
      errors: { message: string }[] | null;
    }[];
  };
  const CART = 'id applied_coupons { code } items { quantity isFreeGift product { sku } errors { message } }';

  async function guestCart(lines: [string, number][], coupon?: string): Promise<string> {
    const c = await t.gql<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    const id = c.body.data!.createGuestCart.cart.id;
    const add = await t.gql(
      'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
      { id, items: lines.map(([sku, quantity]) => ({ sku, quantity })) },
    );
    expect(add.body.errors).toBeUndefined();
    if (coupon)
      await t.gql(
        'mutation($id: String!, $c: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $c }) { cart { id } } }',
        { id, c: coupon },
      );
    return id;
  }

  async function customerCart(token: string): Promise<Cart> {
    const r = await t.gql<{ customerCart: Cart }>(
      `{ customerCart { ${CART} } }`,
      undefined,
      undefined,
      bearer(token),
    );
    expect(r.body.errors).toBeUndefined();
    return r.body.data!.customerCart;
  }

  async function fill(token: string, lines: [string, number][]) {
    const cart = await customerCart(token);
    const r = await t.gql(
      'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
      { id: cart.id, items: lines.map(([sku, quantity]) => ({ sku, quantity })) },
      undefined,
      bearer(token),
    );
    expect(r.body.errors).toBeUndefined();
    return cart.id;
  }

  async function merge(token: string, source: string, dest: string) {
    return t.gql<{ mergeCarts: Cart }>(
      `mutation($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { ${CART} } }`,
      { s: source, d: dest },
      undefined,
      bearer(token),
    );
  }

  const lines = (cart: Cart) =>
    Object.fromEntries(cart.items.filter((i) => !i.isFreeGift).map((i) => [i.product.sku, i.quantity]));

  it('keeps the customer’s cart across sign-ins and browsers, and out of anyone else’s reach', async () => {
    const token = await signUp(t, 'two.browsers@example.com');
    const id = await fill(token, [['AB-CL-001', 1]]);
    const laptop = await signInAs(t, 'two.browsers@example.com', GOOD_PASSWORD);
    expect((await customerCart(laptop)).id).toBe(id);
    expect(lines(await customerCart(laptop))).toEqual({ 'AB-CL-001': 1 });
    const guest = await t.gql(`query($id: String!) { cart(cart_id: $id) { id } }`, { id });
    expect(firstError(guest.body)).toMatchObject({ extensions: { category: 'graphql-authorization' } });
    const other = await signUp(t, 'other.customer@example.com');
    const foreign = await t.gql(
      `query($id: String!) { cart(cart_id: $id) { id } }`,
      { id },
      undefined,
      bearer(other),
    );
    expect(firstError(foreign.body)).toMatchObject({
      message: `The current user cannot perform operations on cart "${id}"`,
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('merges disjoint lines', async () => {
    const token = await signUp(t, 'merge.disjoint@example.com');
    const dest = await fill(token, [['AB-CL-001', 1]]);
    const source = await guestCart([['AB-CL-002', 2]]);
    const r = await merge(token, source, dest);
    expect(r.body.errors).toBeUndefined();
    expect(lines(r.body.data!.mergeCarts)).toEqual({ 'AB-CL-001': 1, 'AB-CL-002': 2 });
    // The guest cart is closed after the merge.
    const gone = await t.gql(`query($id: String!) { cart(cart_id: $id) { id } }`, { id: source });
    expect(firstError(gone.body)!.message).toBe(`The cart isn't active.`);
  });

  it('sums overlapping lines', async () => {
    const token = await signUp(t, 'merge.overlap@example.com');
    const dest = await fill(token, [['AB-CL-001', 1]]);
    const source = await guestCart([
      ['AB-CL-001', 2],
      ['AB-CL-002', 1],
    ]);
    const r = await merge(token, source, dest);
    expect(lines(r.body.data!.mergeCarts)).toEqual({ 'AB-CL-001': 3, 'AB-CL-002': 1 });
  });

  it('caps a sum at the stock and says so on the line', async () => {
    const token = await signUp(t, 'merge.stock@example.com');
    const dest = await fill(token, [['AB-SE-004', 2]]);
    const source = await guestCart([['AB-SE-004', 2]]);
    const r = await merge(token, source, dest);
    const line = r.body.data!.mergeCarts.items.find((i) => i.product.sku === 'AB-SE-004')!;
    expect(line.quantity).toBe(3);
    expect(line.errors).toEqual([{ message: 'Only 3 left in stock' }]);
  });

  it('keeps the guest’s coupon when the customer’s cart has none', async () => {
    const token = await signUp(t, 'merge.coupon@example.com');
    const dest = await fill(token, [['AB-CL-001', 1]]);
    const source = await guestCart([['AB-CL-001', 1]], 'WELCOME10');
    const r = await merge(token, source, dest);
    expect(r.body.data!.mergeCarts.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
  });

  it('refuses a guest who is not signed in, and a source cart that is someone’s customer cart', async () => {
    const source = await guestCart([['AB-CL-001', 1]]);
    const guest = await t.gql(`mutation($s: String!) { mergeCarts(source_cart_id: $s) { id } }`, {
      s: source,
    });
    expect(firstError(guest.body)!.message).toBe("The current customer isn't authorized.");
    const owner = await signUp(t, 'merge.owner@example.com');
    const ownersCart = await fill(owner, [['AB-CL-001', 1]]);
    const thief = await signUp(t, 'merge.thief@example.com');
    const stolen = await t.gql(
      `mutation($s: String!) { mergeCarts(source_cart_id: $s) { id } }`,
      { s: ownersCart },
      undefined,
      bearer(thief),
    );
    expect(firstError(stolen.body)).toMatchObject({ extensions: { category: 'graphql-authorization' } });
  });

  it('assigns a guest cart to a signed-in customer (assignCustomerToGuestCart)', async () => {
    const token = await signUp(t, 'assign@example.com');
    await fill(token, [['AB-CL-001', 1]]);
    const source = await guestCart([['AB-CL-002', 1]]);
    const r = await t.gql<{ assignCustomerToGuestCart: Cart }>(
      `mutation($id: String!) { assignCustomerToGuestCart(cart_id: $id) { ${CART} } }`,
      { id: source },
      undefined,
      bearer(token),
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.assignCustomerToGuestCart.id).toBe(source);
    expect(lines(r.body.data!.assignCustomerToGuestCart)).toEqual({ 'AB-CL-001': 1, 'AB-CL-002': 1 });
    expect((await customerCart(token)).id).toBe(source);
  });
});

describe('signed-in checkout', () => {
  it('ships to a saved address, keeps the account’s e-mail and gives the order to the customer', async () => {
    const token = await signUp(t, 'checkout.customer@example.com', { store: 'de', lastname: 'Becker' });
    const as = bearer(token);
    const saved = await t.gql<{ createCustomerAddress: { id: number } }>(
      `mutation { createCustomerAddress(input: { firstname: "Lena", lastname: "Becker", street: ["Hauptstraße 5"],
        city: "Berlin", postcode: "10115", country_code: DE, telephone: "+49 30 1234567" }) { id } }`,
      undefined,
      'de',
      as,
    );
    const addressId = saved.body.data!.createCustomerAddress.id;
    const cart = await t.gql<{ customerCart: { id: string; email: string } }>(
      '{ customerCart { id email } }',
      undefined,
      'de',
      as,
    );
    const { id, email } = cart.body.data!.customerCart;
    expect(email).toBe('checkout.customer@example.com');
    const steps: [string, Record<string, unknown>][] = [
      [
        'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 1 }]) { user_errors { message } } }',
        {},
      ],
      [
        'mutation($id: String!, $a: Int!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: $a }] }) { cart { shipping_addresses { city street } } } }',
        { a: addressId },
      ],
      [
        'mutation($id: String!, $a: Int!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { customer_address_id: $a } }) { cart { billing_address { lastname } } } }',
        { a: addressId },
      ],
      [
        'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
        {},
      ],
      [
        'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }',
        {},
      ],
    ];
    for (const [query, vars] of steps) {
      const r = await t.gql(query, { id, ...vars }, 'de', as);
      expect(r.body.errors).toBeUndefined();
    }
    const guestEmail = await t.gql(
      'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "x@example.com" }) { cart { id } } }',
      { id },
      'de',
      as,
    );
    expect(firstError(guestEmail.body)!.message).toBe('The request is not allowed for logged in customers');
    // Someone else's saved address cannot be used.
    const other = bearer(await signUp(t, 'checkout.other@example.com', { store: 'de' }));
    const otherCart = (
      await t.gql<{ customerCart: { id: string } }>('{ customerCart { id } }', undefined, 'de', other)
    ).body.data!.customerCart.id;
    const foreign = await t.gql(
      'mutation($id: String!, $a: Int!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: $a }] }) { cart { id } } }',
      { id: otherCart, a: addressId },
      'de',
      other,
    );
    expect(firstError(foreign.body)).toMatchObject({ extensions: { category: 'graphql-authorization' } });

    const placed = await t.gql<{
      placeOrder: { errors: unknown[]; orderV2: { number: string; email: string } };
    }>(
      'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { message } orderV2 { number email } } }',
      { id },
      'de',
      as,
    );
    expect(placed.body.data!.placeOrder.errors).toEqual([]);
    const { number } = placed.body.data!.placeOrder.orderV2;
    const asGuest = await t.gql(
      `query($n: String!) { guestOrder(input: { number: $n, email: "checkout.customer@example.com", lastname: "Becker" }) { number } }`,
      { n: number },
      'de',
    );
    expect(firstError(asGuest.body)!.message).toBe('Bitte melden Sie sich an, um die Bestellung zu sehen.');
    // A new cart for the next order.
    const next = await t.gql<{ customerCart: { id: string } }>(
      '{ customerCart { id } }',
      undefined,
      'de',
      as,
    );
    expect(next.body.data!.customerCart.id).not.toBe(id);
  });

  it('saves a new address to the book with the order (save_in_address_book), once', async () => {
    const as = bearer(await signUp(t, 'checkout.saver@example.com', { store: 'de', lastname: 'Wolf' }));
    const book = async () =>
      (
        await t.gql<{ customer: { addresses: { street: string[]; default_shipping: boolean }[] } }>(
          '{ customer { addresses { street default_shipping } } }',
          undefined,
          'de',
          as,
        )
      ).body.data!.customer.addresses;
    const order = async (save: boolean) => {
      const before = (await book()).length;
      const id = (
        await t.gql<{ customerCart: { id: string } }>('{ customerCart { id } }', undefined, 'de', as)
      ).body.data!.customerCart.id;
      const address = `{ firstname: "Jana", lastname: "Wolf", street: ["Lindenweg 3"], city: "Hamburg",
        postcode: "20095", country_code: "DE", telephone: "+49 40 123456", save_in_address_book: ${save} }`;
      for (const query of [
        'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 1 }]) { user_errors { message } } }',
        `mutation($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: ${address} }] }) { cart { id } } }`,
        'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
        'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
        'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }',
      ]) {
        expect((await t.gql(query, { id }, 'de', as)).body.errors).toBeUndefined();
        // Not before the order: an abandoned checkout leaves the book alone.
        expect(await book()).toHaveLength(before);
      }
      const placed = await t.gql<{ placeOrder: { errors: unknown[] } }>(
        'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { message } } }',
        { id },
        'de',
        as,
      );
      expect(placed.body.data!.placeOrder.errors).toEqual([]);
    };
    await order(false);
    expect(await book()).toEqual([]);
    await order(true);
    // The first address of the book is its default.
    expect(await book()).toEqual([{ street: ['Lindenweg 3'], default_shipping: true }]);
    await order(true);
    expect(await book()).toHaveLength(1);
  });
});
