import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startApi, type TestApi } from './helpers.js';

/** Issue 12: wish lists with Magento's and Adobe Commerce's names, rules and errors. */

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

type Err = { message: string; extensions?: Record<string, unknown> };
interface Item {
  id: string;
  quantity: number;
  __typename: string;
  product: { sku: string } | null;
}
interface List {
  id: string;
  name: string;
  visibility: string;
  items_count: number;
  sharing_code: string;
  items_v2: { items: Item[] };
}

const LIST = `id name visibility items_count sharing_code
  items_v2 { items { id quantity __typename product { sku } ... on ConfigurableWishlistItem { configured_variant { sku } } } }`;
const LISTS = `query($size: Int, $page: Int) { customer { wishlists(pageSize: $size, currentPage: $page) { ${LIST} } } }`;
const ADD = `mutation($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
  user_errors { code message } wishlist { ${LIST} } } }`;
const CREATE = `mutation($name: String!, $v: WishlistVisibilityEnum!) { createWishlist(input: { name: $name, visibility: $v }) { wishlist { ${LIST} } } }`;

let n = 0;
async function customer(store = 'en') {
  const email = `wish-${Date.now()}-${n++}@example.com`;
  const token = await signUp(t, email, { store });
  return { email, headers: bearer(token), store };
}
type Who = Awaited<ReturnType<typeof customer>>;

const gql = <T = Record<string, unknown>>(
  who: Who | null,
  query: string,
  variables?: Record<string, unknown>,
) => t.gql<T>(query, variables, who?.store ?? 'en', who?.headers);

async function lists(who: Who): Promise<List[]> {
  const r = await gql<{ customer: { wishlists: List[] } }>(who, LISTS);
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.customer.wishlists;
}

async function add(who: Who | null, id: string, items: Record<string, unknown>[]) {
  return gql<{ addProductsToWishlist: { user_errors: { code: string; message: string }[]; wishlist: List } }>(
    who,
    ADD,
    { id, items },
  );
}

async function create(who: Who, name: string, v = 'PRIVATE') {
  return gql<{ createWishlist: { wishlist: List } }>(who, CREATE, { name, v });
}

const firstError = (body: { errors?: Err[] }) => body.errors?.[0];

describe('store config', () => {
  it('says per store view whether lists are on, several or one, and how many', async () => {
    const q = `{ storeConfig { magento_wishlist_general_is_enabled enable_multiple_wishlists maximum_number_of_wishlists } }`;
    const of = async (store: string) =>
      (await t.gql<{ storeConfig: unknown }>(q, {}, store)).body.data!.storeConfig;
    expect(await of('en')).toEqual({
      magento_wishlist_general_is_enabled: '1',
      enable_multiple_wishlists: '1',
      maximum_number_of_wishlists: '3',
    });
    expect(await of('au')).toEqual({
      magento_wishlist_general_is_enabled: '1',
      enable_multiple_wishlists: '0',
      maximum_number_of_wishlists: '1',
    });
    expect(await of('mc')).toMatchObject({ magento_wishlist_general_is_enabled: '0' });
  });
});

describe('default list and adding', () => {
  it('gives every customer one PRIVATE default list, created on first read', async () => {
    const who = await customer();
    const [only, ...rest] = await lists(who);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ name: 'Wish List', visibility: 'PRIVATE', items_count: 0 });
    expect(only!.sharing_code).toMatch(/^[0-9a-f]{32}$/);
    expect((await lists(who))[0]!.id).toBe(only!.id);
  });

  it('adds products by SKU, sums a second add of the same product and reports bad SKUs as user errors', async () => {
    const who = await customer();
    const [list] = await lists(who);
    const r = await add(who, list!.id, [
      { sku: 'AB-CL-001', quantity: 1 },
      { sku: 'NOPE-1', quantity: 1 },
      { sku: 'AB-CL-002', quantity: 0 },
    ]);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.addProductsToWishlist.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE-1"' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
    ]);
    const again = await add(who, list!.id, [{ sku: 'AB-CL-001', quantity: 2 }]);
    const wl = again.body.data!.addProductsToWishlist.wishlist;
    expect(wl.items_count).toBe(1);
    expect(wl.items_v2.items[0]).toMatchObject({
      quantity: 3,
      __typename: 'SimpleWishlistItem',
      product: { sku: 'AB-CL-001' },
    });
  });

  it('accepts wishlistId 0 as the default list, and a variant with its parent as a configurable item', async () => {
    const who = await customer();
    const r = await add(who, '0', [{ sku: 'AB-SE-001-15', parent_sku: 'AB-SE-001', quantity: 1 }]);
    const item = r.body.data!.addProductsToWishlist.wishlist.items_v2.items[0] as Item & {
      configured_variant: { sku: string };
    };
    expect(item).toMatchObject({
      __typename: 'ConfigurableWishlistItem',
      product: { sku: 'AB-SE-001' },
      configured_variant: { sku: 'AB-SE-001-15' },
    });
    const wrong = await add(who, '0', [{ sku: 'AB-CL-001', parent_sku: 'AB-SE-001', quantity: 1 }]);
    expect(wrong.body.data!.addProductsToWishlist.user_errors[0]!.code).toBe('UNDEFINED');
  });

  it("refuses another customer's list and guests", async () => {
    const owner = await customer();
    const other = await customer();
    const [list] = await lists(owner);
    const r = await add(other, list!.id, [{ sku: 'AB-CL-001', quantity: 1 }]);
    expect(firstError(r.body)).toMatchObject({
      message: 'The wishlist was not found.',
      extensions: { category: 'graphql-input' },
    });
    const guest = await add(null, list!.id, [{ sku: 'AB-CL-001', quantity: 1 }]);
    expect(firstError(guest.body)).toMatchObject({
      message: 'The current user cannot perform operations on wishlist',
      extensions: { category: 'graphql-authorization' },
    });
    const read = await gql<{ customer: { wishlist_v2: List | null } }>(
      other,
      `query($id: ID!) { customer { wishlist_v2(id: $id) { id } } }`,
      { id: list!.id },
    );
    expect(read.body.data!.customer.wishlist_v2).toBeNull();
  });
});

describe('several named lists', () => {
  it('creates lists up to the store maximum, then refuses with the limit', async () => {
    const who = await customer();
    expect((await create(who, '  Summer  ', 'PUBLIC')).body.data!.createWishlist.wishlist).toMatchObject({
      name: 'Summer',
      visibility: 'PUBLIC',
      items_count: 0,
    });
    expect((await create(who, 'Gifts')).body.errors).toBeUndefined();
    const full = await create(who, 'One too many');
    expect(firstError(full.body)).toMatchObject({
      message: 'Only 3 wish list(s) can be created.',
      extensions: { category: 'graphql-input' },
    });
    expect((await lists(who)).map((l) => l.name)).toEqual(['Wish List', 'Summer', 'Gifts']);
  });

  it('requires a name', async () => {
    const who = await customer();
    expect(firstError((await create(who, '   ')).body)?.message).toBe(
      '"name" is required. Enter and try again.',
    );
    expect(firstError((await create(who, 'x'.repeat(256))).body)?.message).toMatch(/255 characters/);
  });

  it('refuses creation in a single-list store and everything in a store with lists off', async () => {
    const single = await customer('au');
    expect(firstError((await create(single, 'Second')).body)?.message).toBe(
      'Multiple wish lists are not enabled in this store.',
    );
    expect((await add(single, '0', [{ sku: 'AB-CL-001', quantity: 1 }])).body.errors).toBeUndefined();
    const staff = await customer('mc');
    const off = await gql(staff, LISTS);
    expect(firstError(off.body)).toMatchObject({
      message: 'The wishlist configuration is currently disabled.',
      extensions: { category: 'graphql-input' },
    });
    expect(firstError((await add(staff, '0', [{ sku: 'AB-CL-001', quantity: 1 }])).body)?.message).toBe(
      'The wishlist configuration is currently disabled.',
    );
  });

  it('renames, changes visibility and deletes a list, never the default one', async () => {
    const who = await customer();
    const made = (await create(who, 'Later')).body.data!.createWishlist.wishlist;
    const upd = await gql<{ updateWishlist: unknown }>(
      who,
      `mutation($id: ID!) { updateWishlist(wishlistUid: $id, name: "Soon", visibility: PUBLIC) { uid name visibility } }`,
      { id: made.id },
    );
    expect(upd.body.data!.updateWishlist).toEqual({ uid: made.id, name: 'Soon', visibility: 'PUBLIC' });
    const del = `mutation($id: ID!) { deleteWishlist(wishlistUid: $id) { status wishlists { name } } }`;
    const [def] = await lists(who);
    expect(firstError((await gql(who, del, { id: def!.id })).body)?.message).toBe(
      "The default wish list can't be deleted.",
    );
    const gone = await gql<{ deleteWishlist: unknown }>(who, del, { id: made.id });
    expect(gone.body.data!.deleteWishlist).toEqual({ status: true, wishlists: [{ name: 'Wish List' }] });
  });

  it('pages the lists (the storefront syncs 10 at a time)', async () => {
    const who = await customer();
    await create(who, 'Two');
    await create(who, 'Three');
    const page2 = await gql<{ customer: { wishlists: List[] } }>(who, LISTS, { size: 2, page: 2 });
    expect(page2.body.data!.customer.wishlists.map((l) => l.name)).toEqual(['Three']);
    const bad = await gql(who, LISTS, { size: 0, page: 1 });
    expect(firstError(bad.body)?.message).toBe('pageSize value must be greater than 0.');
  });
});

describe('items between lists, bag and removal', () => {
  it('copies and moves items, and refuses unknown items and the same list', async () => {
    const who = await customer();
    const [def] = await lists(who);
    const other = (await create(who, 'Other')).body.data!.createWishlist.wishlist;
    const added = (
      await add(who, def!.id, [
        { sku: 'AB-CL-001', quantity: 2 },
        { sku: 'AB-CL-002', quantity: 1 },
      ])
    ).body.data!.addProductsToWishlist.wishlist.items_v2.items;
    const COPY = `mutation($s: ID!, $d: ID!, $items: [WishlistItemCopyInput!]!) { copyProductsBetweenWishlists(sourceWishlistUid: $s, destinationWishlistUid: $d, wishlistItems: $items) {
      user_errors { code message } source_wishlist { items_count } destination_wishlist { items_count } } }`;
    const MOVE = COPY.replace('copyProductsBetweenWishlists', 'moveProductsBetweenWishlists').replace(
      'WishlistItemCopyInput',
      'WishlistItemMoveInput',
    );
    const copied = await gql<{ copyProductsBetweenWishlists: unknown }>(who, COPY, {
      s: def!.id,
      d: other.id,
      items: [{ wishlist_item_id: added[0]!.id }, { wishlist_item_id: '999999' }],
    });
    expect(copied.body.data!.copyProductsBetweenWishlists).toEqual({
      user_errors: [{ code: 'UNDEFINED', message: 'Could not find a wish list item with ID "999999"' }],
      source_wishlist: { items_count: 2 },
      destination_wishlist: { items_count: 1 },
    });
    const moved = await gql<{ moveProductsBetweenWishlists: unknown }>(who, MOVE, {
      s: def!.id,
      d: other.id,
      items: [{ wishlist_item_id: added[1]!.id }],
    });
    expect(moved.body.data!.moveProductsBetweenWishlists).toMatchObject({
      source_wishlist: { items_count: 1 },
      destination_wishlist: { items_count: 2 },
    });
    const same = await gql(who, MOVE, {
      s: def!.id,
      d: def!.id,
      items: [{ wishlist_item_id: added[0]!.id }],
    });
    expect(firstError(same.body)?.message).toBe('The source and destination wish lists must differ.');
  });

  it('moves items to the bag, keeping the ones that cannot be bought with an error', async () => {
    const who = await customer();
    await add(who, '0', [
      { sku: 'AB-CL-001', quantity: 1 },
      { sku: 'AB-CL-004', quantity: 1 },
    ]);
    const [def] = await lists(who);
    const r = await gql<{
      addWishlistItemsToCart: {
        status: boolean;
        add_wishlist_items_to_cart_user_errors: { code: string; wishlistItemId: string }[];
        wishlist: List;
      };
    }>(
      who,
      `mutation($id: ID!) { addWishlistItemsToCart(wishlistId: $id) { status
        add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } wishlist { ${LIST} } } }`,
      { id: def!.id },
    );
    expect(r.body.errors).toBeUndefined();
    const out = r.body.data!.addWishlistItemsToCart;
    expect(out.status).toBe(false);
    expect(out.add_wishlist_items_to_cart_user_errors.map((e) => e.code)).toEqual(['NOT_SALABLE']);
    expect(out.wishlist.items_v2.items.map((i) => i.product?.sku)).toEqual(['AB-CL-004']);
    const cart = await gql<{ customerCart: { items: { product: { sku: string } }[] } }>(
      who,
      `{ customerCart { items { product { sku } } } }`,
    );
    expect(cart.body.data!.customerCart.items.map((i) => i.product.sku)).toEqual(['AB-CL-001']);
  });

  it('removes by item id, updates quantities, and removes by SKU from every list', async () => {
    const who = await customer();
    const other = (await create(who, 'Other')).body.data!.createWishlist.wishlist;
    await add(who, other.id, [{ sku: 'AB-CL-001', quantity: 1 }]);
    const def = (
      await add(who, '0', [
        { sku: 'AB-CL-001', quantity: 1 },
        { sku: 'AB-CL-002', quantity: 1 },
      ])
    ).body.data!.addProductsToWishlist.wishlist;
    const upd = await gql<{ updateProductsInWishlist: { wishlist: List; user_errors: unknown[] } }>(
      who,
      `mutation($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code } wishlist { ${LIST} } } }`,
      { id: def.id, items: [{ wishlist_item_id: def.items_v2.items[1]!.id, quantity: 4 }] },
    );
    expect(upd.body.data!.updateProductsInWishlist.wishlist.items_v2.items[1]!.quantity).toBe(4);
    const bySku = await gql<{
      removeProductsFromWishlistBySku: { wishlists: { id: string; items_count: number }[] };
    }>(
      who,
      `mutation { removeProductsFromWishlistBySku(sku: "AB-CL-001") { wishlists { id items_count } } }`,
    );
    expect(bySku.body.data!.removeProductsFromWishlistBySku.wishlists.sort((a, b) => +a.id - +b.id)).toEqual(
      [
        { id: def.id, items_count: 1 },
        { id: other.id, items_count: 0 },
      ].sort((a, b) => +a.id - +b.id),
    );
    const rm = await gql<{ removeProductsFromWishlist: { wishlist: List; user_errors: unknown[] } }>(
      who,
      `mutation($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { user_errors { code message } wishlist { items_count } } }`,
      { id: def.id, ids: [def.items_v2.items[1]!.id, '424242'] },
    );
    expect(rm.body.data!.removeProductsFromWishlist).toEqual({
      user_errors: [{ code: 'UNDEFINED', message: 'Could not find a wish list item with ID "424242"' }],
      wishlist: { items_count: 0 },
    });
  });
});

describe('sharing', () => {
  it('lets anyone with the code read a PUBLIC list, and nobody a PRIVATE one', async () => {
    const who = await customer();
    const pub = (await create(who, 'Shared', 'PUBLIC')).body.data!.createWishlist.wishlist;
    await add(who, pub.id, [{ sku: 'AB-CL-001', quantity: 1 }]);
    const [priv] = await lists(who);
    const Q = `query($c: String!) { sharedWishlist(sharing_code: $c) { name items_count items_v2 { items { product { sku } } } } }`;
    const seen = await t.gql<{ sharedWishlist: unknown }>(Q, { c: pub.sharing_code }, 'en');
    expect(seen.body.data!.sharedWishlist).toEqual({
      name: 'Shared',
      items_count: 1,
      items_v2: { items: [{ product: { sku: 'AB-CL-001' } }] },
    });
    expect(
      (await t.gql<{ sharedWishlist: unknown }>(Q, { c: priv!.sharing_code }, 'en')).body.data!
        .sharedWishlist,
    ).toBeNull();
    expect(
      (await t.gql<{ sharedWishlist: unknown }>(Q, { c: 'nope' }, 'en')).body.data!.sharedWishlist,
    ).toBeNull();
  });
});
