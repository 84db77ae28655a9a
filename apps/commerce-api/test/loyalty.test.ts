import { mkdtempSync, rmSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath } from '../src/admin/socket.js';
import { pointsForAmount } from '../src/domain/loyalty.js';
import { bearer, signUp, startApi, type TestApi } from './helpers.js';

/** Issue 13: loyalty points (spec §1 3 %), friend referral (15 %) and promo pages. */
let t: TestApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'loyalty-')), 'pglite');
  t = await startApi(process.env.DATABASE_URL ? undefined : dataDir);
});
afterAll(async () => {
  await t?.cleanup();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

const ADDRESS = {
  firstname: 'Anna',
  lastname: 'Berzina',
  street: ['Brivibas iela 1'],
  city: 'Riga',
  postcode: 'LV-1010',
  country_code: 'LV',
  telephone: '+37120000000',
};
type Headers = Record<string, string>;

async function ok<T>(
  query: string,
  variables: Record<string, unknown>,
  headers: Headers,
  store = 'en',
): Promise<T> {
  const r = await t.gql<T>(query, variables, store, headers);
  expect(r.body.errors).toBeUndefined();
  return r.body.data!;
}

/** Fills the customer's cart in a store view and sets everything but placing it; returns the cart id. */
async function readyCart(
  headers: Headers,
  items: { sku: string; quantity: number }[],
  store = 'en',
  extra?: (id: string) => Promise<void>,
): Promise<string> {
  const id = (await ok<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, headers, store))
    .customerCart.id;
  await ok(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id } } }`,
    { id, items },
    headers,
    store,
  );
  await ok(
    `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
    { id, a: ADDRESS },
    headers,
    store,
  );
  await ok(
    `mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
    { id },
    headers,
    store,
  );
  await ok(
    `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
    { id },
    headers,
    store,
  );
  await ok(
    `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
    { id },
    headers,
    store,
  );
  if (extra) await extra(id);
  return id;
}

const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } orderV2 { number } } }`;
async function place(id: string, headers: Headers, store = 'en'): Promise<string> {
  const r = await ok<{ placeOrder: { errors: unknown[]; orderV2: { number: string } } }>(
    PLACE,
    { id },
    headers,
    store,
  );
  expect(r.placeOrder.errors).toEqual([]);
  return r.placeOrder.orderV2.number;
}

interface Points {
  balance: { points: number; money: { value: number; currency: string } };
  balance_history: {
    points_change: number;
    action: string;
    order_number: string | null;
    change_reason: string;
    balance: { points: number };
  }[];
  exchange_rates: { earning: { currency_amount: number; points: number } };
}
const POINTS = `{ customer { reward_points {
  balance { points money { value currency } }
  balance_history { points_change action order_number change_reason date balance { points } }
  exchange_rates { earning { currency_amount points } redemption { currency_amount points } } } } }`;
const points = async (headers: Headers, store = 'en') =>
  (await ok<{ customer: { reward_points: Points | null } }>(POINTS, {}, headers, store)).customer
    .reward_points;

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

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

describe('points arithmetic', () => {
  it('is 3 % of the amount in whole points of 0.01, fractions dropped', () => {
    expect(pointsForAmount(100)).toBe(300);
    expect(pointsForAmount(48)).toBe(144);
    expect(pointsForAmount(33.33)).toBe(99); // 99.99 points → 99
    expect(pointsForAmount(39.95)).toBe(119); // 119.85 → 119
    expect(pointsForAmount(0.33)).toBe(0); // 0.99 of a point → none
    expect(pointsForAmount(0)).toBe(0);
  });
});

describe('reward points on orders', () => {
  it('credits 3 % of the goods after discounts (no shipping) on placement, shows it on the order and in the history, and spends it', async () => {
    const h = bearer(await signUp(t, unique('points')));
    expect((await points(h))!.balance.points).toBe(0);
    // 2 × 24 EUR with WELCOME10 (10 %): 43.20 after the discount → 129.6 points → 129; shipping earns nothing.
    const id = await readyCart(h, [{ sku: 'AB-CL-001', quantity: 2 }], 'en', async (cartId) => {
      await ok(
        `mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELCOME10" }) { cart { id } } }`,
        { id: cartId },
        h,
      );
    });
    const cart = await ok<{ cart: { potential_reward_points: { points: number } } }>(
      `query($id: String!) { cart(cart_id: $id) { potential_reward_points { points } } }`,
      { id },
      h,
    );
    expect(cart.cart.potential_reward_points.points).toBe(129);
    const number = await place(id, h);
    const order = await ok<{ customer: { orders: { items: { reward_points_earned: number }[] } } }>(
      `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { reward_points_earned } } } }`,
      { n: number },
      h,
    );
    expect(order.customer.orders.items[0]!.reward_points_earned).toBe(129);
    const after = (await points(h))!;
    expect(after.balance).toEqual({ points: 129, money: { value: 1.29, currency: 'EUR' } });
    expect(after.balance_history[0]).toMatchObject({
      points_change: 129,
      action: 'EARNED',
      order_number: number,
    });
    expect(after.balance_history[0]!.change_reason).toContain(number);
    expect(after.exchange_rates.earning).toEqual({ currency_amount: 100, points: 300 });

    // Next bag: all 129 points (1.29 EUR) go; the order earns on what is left to pay for the goods.
    const next = await readyCart(h, [{ sku: 'AB-CL-001', quantity: 1 }], 'en', async (cartId) => {
      const applied = await ok<{
        applyRewardPointsToCart: { cart: { applied_reward_points: { points: number } } };
      }>(
        `mutation($id: ID!) { applyRewardPointsToCart(cartId: $id) { cart { applied_reward_points { points money { value } } } } }`,
        { id: cartId },
        h,
      );
      expect(applied.applyRewardPointsToCart.cart.applied_reward_points.points).toBe(129);
    });
    const second = await place(next, h);
    const spent = (await points(h))!;
    // 24 − 1.29 = 22.71 → 68.13 → 68 points earned; 129 spent.
    expect(spent.balance.points).toBe(68);
    expect(spent.balance_history.slice(0, 2).map((e) => [e.action, e.points_change, e.order_number])).toEqual(
      [
        ['EARNED', 68, second],
        ['SPENT', -129, second],
      ],
    );
  });

  it('answers in the store view currency: an AU order earns on AUD and the balance is worth AUD', async () => {
    const email = unique('aussie');
    const h = bearer(await signUp(t, email, { store: 'au' }));
    const id = await readyCart(h, [{ sku: 'AB-CL-001', quantity: 1 }], 'au');
    await place(id, h, 'au');
    const p = (await points(h, 'au'))!;
    expect(p.balance).toEqual({ points: 119, money: { value: 1.19, currency: 'AUD' } });
    // The same points read in a euro store view are worth euros there.
    expect((await points(h, 'en'))!.balance.money.currency).toBe('EUR');
  });

  it('gives nothing in a store view with loyalty off (mc), where reward_points is null', async () => {
    const h = bearer(await signUp(t, unique('staff'), { store: 'mc' }));
    const id = await readyCart(h, [{ sku: 'AB-CL-001', quantity: 1 }], 'mc');
    await place(id, h, 'mc');
    expect(await points(h, 'mc')).toBeNull();
    expect((await points(h, 'en'))!.balance.points).toBe(0);
  });

  it.skipIf(!!process.env.DATABASE_URL)(
    'a cancelled or refunded order takes its points back once, through the admin command',
    async () => {
      const h = bearer(await signUp(t, unique('cancel')));
      const number = await place(await readyCart(h, [{ sku: 'AB-CL-001', quantity: 4 }]), h);
      expect((await points(h))!.balance.points).toBe(288);
      const r = await admin('orders', 'cancel', number);
      expect(r).toEqual({
        code: 0,
        output: `Order #${number} is canceled: 288 points taken back, 0 points returned.`,
      });
      expect((await admin('orders', 'refund', number)).output).toContain('already taken back');
      const p = (await points(h))!;
      expect(p.balance.points).toBe(0);
      expect(p.balance_history[0]).toMatchObject({
        action: 'ADJUSTED',
        points_change: -288,
        order_number: number,
      });
      expect((await admin('orders', 'cancel', '999999999')).code).toBe(1);
      expect((await admin('orders', 'cancel', 'x; DROP')).code).toBe(2);
    },
  );
});

const REFER = `mutation($e: String!) { referFriend(email: $e) { referred_friend { email status } } }`;
const REFERRAL = `{ customer { referral { referral_code referrer_points friend_discount_percent referred_friends { email status } } } }`;

describe('friend referral', () => {
  it('goes pending → registered → complete; the friend gets 15 % once, the referrer the points', async () => {
    const referrerEmail = unique('referrer');
    const h = bearer(await signUp(t, referrerEmail));
    const friend = unique('friend');
    expect((await t.gql(REFER, { e: referrerEmail }, 'en', h)).body.errors?.[0]?.message).toBe(
      'You cannot refer yourself.',
    );
    expect((await t.gql(REFER, { e: 'not-an-email' }, 'en', h)).body.errors?.[0]?.message).toBe(
      'The entered email is not valid',
    );
    const existing = unique('existing');
    await signUp(t, existing);
    expect((await t.gql(REFER, { e: existing }, 'en', h)).body.errors?.[0]?.message).toBe(
      'This person is already our customer.',
    );
    const invited = await ok<{ referFriend: { referred_friend: { status: string } } }>(
      REFER,
      { e: friend },
      h,
    );
    expect(invited.referFriend.referred_friend.status).toBe('PENDING');
    expect((await t.gql(REFER, { e: friend.toUpperCase() }, 'en', h)).body.errors?.[0]?.message).toBe(
      'An invitation has already been sent to this e-mail address.',
    );
    // One invitation e-mail through the outbox, with the personal link.
    await t.api.flushMail();
    const mails = readdirSync(t.api.mailDir)
      .map((f) => readFileSync(path.join(t.api.mailDir, f), 'utf8'))
      // quoted-printable: soft line breaks and the escaped '='
      .map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .filter((m) => m.includes(friend));
    expect(mails).toHaveLength(1);
    const info = (
      await ok<{ customer: { referral: { referral_code: string; referrer_points: number } } }>(
        REFERRAL,
        {},
        h,
      )
    ).customer.referral;
    expect(mails[0]).toContain(`/create-account?referral=${info.referral_code}`);
    expect(info.referrer_points).toBe(500);

    const fh = bearer(await signUp(t, friend));
    const coupons = await ok<{
      customer: { loyalty_coupons: { code: string; kind: string; discount_percent: number }[] };
    }>('{ customer { loyalty_coupons { code kind discount_percent } } }', {}, fh);
    expect(coupons.customer.loyalty_coupons).toHaveLength(1);
    const coupon = coupons.customer.loyalty_coupons[0]!;
    expect(coupon).toMatchObject({ kind: 'REFERRAL', discount_percent: 15 });
    expect(
      (await ok<{ customer: { referral: { referred_friends: { status: string }[] } } }>(REFERRAL, {}, h))
        .customer.referral.referred_friends,
    ).toEqual([{ email: friend.toLowerCase(), status: 'REGISTERED' }]);
    // Bound to the friend: the referrer cannot use the friend's coupon.
    const notMine = await t.gql(
      `mutation($id: String!, $c: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $c }) { cart { id } } }`,
      {
        id: (await ok<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, h)).customerCart.id,
        c: coupon.code,
      },
      'en',
      h,
    );
    expect(notMine.body.errors?.[0]?.message).toBe(
      "The coupon code isn't valid. Verify the code and try again.",
    );

    // Two carts (two store views) with the single-use coupon, placed at once: one order gets it.
    const apply = (store: string) => async (cartId: string) => {
      await ok(
        `mutation($id: String!, $c: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $c }) { cart { id } } }`,
        { id: cartId, c: coupon.code },
        fh,
        store,
      );
    };
    const enCart = await readyCart(fh, [{ sku: 'AB-CL-001', quantity: 1 }], 'en', apply('en'));
    const deCart = await readyCart(fh, [{ sku: 'AB-CL-001', quantity: 1 }], 'de', apply('de'));
    const results = await Promise.all([
      t.gql<{ placeOrder: { errors: { message: string }[]; orderV2: { number: string } | null } }>(
        PLACE,
        { id: enCart },
        'en',
        fh,
      ),
      t.gql<{ placeOrder: { errors: { message: string }[]; orderV2: { number: string } | null } }>(
        PLACE,
        { id: deCart },
        'de',
        fh,
      ),
    ]);
    const placed = results.filter((r) => r.body.data?.placeOrder.orderV2);
    const refused = results.filter((r) => r.body.data?.placeOrder.errors.length);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.data!.placeOrder.errors[0]!.message).toMatch(
      /coupon code isn't valid|Gutscheincode/,
    );

    const referral = (
      await ok<{ customer: { referral: { referred_friends: { status: string }[] } } }>(REFERRAL, {}, h)
    ).customer.referral;
    expect(referral.referred_friends[0]!.status).toBe('COMPLETE');
    const p = (await points(h))!;
    expect(p.balance.points).toBe(500);
    expect(p.balance_history[0]).toMatchObject({
      action: 'REFERRAL',
      points_change: 500,
      order_number: null,
    });
    // Used: no longer offered.
    expect(
      (
        await ok<{ customer: { loyalty_coupons: unknown[] } }>(
          '{ customer { loyalty_coupons { code } } }',
          {},
          fh,
        )
      ).customer.loyalty_coupons,
    ).toEqual([]);
  });

  it('registers a friend who came through the personal link', async () => {
    const h = bearer(await signUp(t, unique('linker')));
    const code = (await ok<{ customer: { referral: { referral_code: string } } }>(REFERRAL, {}, h)).customer
      .referral.referral_code;
    const friend = unique('linked');
    const created = await t.gql(
      `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      {
        input: {
          email: friend,
          password: 'Sunflower-42',
          firstname: 'Liga',
          lastname: 'Kalna',
          referral_code: code,
        },
      },
      'en',
    );
    expect(created.body.errors).toBeUndefined();
    const list = (
      await ok<{ customer: { referral: { referred_friends: { email: string; status: string }[] } } }>(
        REFERRAL,
        {},
        h,
      )
    ).customer.referral.referred_friends;
    expect(list).toEqual([{ email: friend.toLowerCase(), status: 'REGISTERED' }]);
  });
});

describe('promo pages', () => {
  const PROMO = `query($c: String!) { promoPage(promoCode: $c) { promo_code title content from_date to_date is_valid } }`;
  it('reads a running promotion, an ended one (not valid) and answers null for an unknown code', async () => {
    const spring = await ok<{ promoPage: { promo_code: string; is_valid: boolean; title: string } }>(
      PROMO,
      { c: 'spring' },
      {},
    );
    expect(spring.promoPage).toMatchObject({ promo_code: 'SPRING', is_valid: true });
    const ended = await ok<{ promoPage: { is_valid: boolean } }>(PROMO, { c: 'WINTER24' }, {});
    expect(ended.promoPage.is_valid).toBe(false);
    expect((await ok<{ promoPage: null }>(PROMO, { c: 'NOPE' }, {})).promoPage).toBeNull();
  });

  it("answers the title and content in the store view's language, English where none is kept", async () => {
    const title = async (store: string) =>
      (await ok<{ promoPage: { title: string; content: string } }>(PROMO, { c: 'SPRING' }, {}, store))
        .promoPage;
    expect((await title('de')).title).toBe('Frühlingserwachen: 15 % auf alles');
    expect((await title('de')).content).toContain('Wecken Sie Ihre Haut');
    expect((await title('fr')).title).toBe('Renouveau de printemps : 15 % sur tout');
    expect((await title('mc')).title).toBe('Pavasara atjaunošanās: 15 % atlaide visam');
    expect((await title('au')).title).toBe('Spring renewal: 15% off everything');
  });

  it('applies the promotion code in a cart, but not an ended one', async () => {
    const cart = (
      await ok<{ createGuestCart: { cart: { id: string } } }>(
        'mutation { createGuestCart { cart { id } } }',
        {},
        {},
      )
    ).createGuestCart.cart.id;
    await ok(
      `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 1 }]) { cart { id } } }`,
      { id: cart },
      {},
    );
    const ended = await t.gql(
      `mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WINTER24" }) { cart { id } } }`,
      { id: cart },
    );
    expect(ended.body.errors?.[0]?.message).toBe(
      "The coupon code isn't valid. Verify the code and try again.",
    );
    const spring = await ok<{
      applyCouponToCart: { cart: { prices: { discounts: { amount: { value: number } }[] } } };
    }>(
      `mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "SPRING" }) { cart { prices { discounts { amount { value } } } } } }`,
      { id: cart },
      {},
    );
    expect(spring.applyCouponToCart.cart.prices.discounts[0]!.amount.value).toBe(3.6);
  });
});
