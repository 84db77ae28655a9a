import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.js';
import { inputError, shopperError } from './errors.js';
import type { StoreView } from './store.js';

/**
 * Wish lists (issue 12) with Magento's rules and wording: one default list per customer, created on
 * first use; Adobe Commerce's named lists (name, PUBLIC/PRIVATE, at most `maximum_number_of_wishlists`)
 * when the store view enables multiple lists; everything refused while the store has wish lists off.
 */

export type Visibility = 'PUBLIC' | 'PRIVATE';

export interface WishlistRow {
  wishlist_id: number;
  customer_id: number;
  name: string;
  visibility: Visibility;
  is_default: boolean;
  sharing_code: string;
  updated_at: string;
  items_count: number;
}

export interface WishlistItemRow {
  wishlist_item_id: number;
  wishlist_id: number;
  sku: string;
  parent_sku: string | null;
  qty: number;
  description: string | null;
  selected_options: string[];
  entered_options: { uid: string; value: string }[];
  added_at: string;
}

export interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: readonly (string | null)[] | null;
  entered_options?: readonly ({ uid: string; value: string } | null)[] | null;
}

export interface WishlistUserError {
  code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED';
  message: string;
}

export const DEFAULT_WISHLIST_NAME = 'Wish List';
export const NAME_MAX_LENGTH = 255;

export const WISHLIST_TEXT = {
  disabled: 'The wishlist configuration is currently disabled.',
  notFound: 'The wishlist was not found.',
  multipleDisabled: 'Multiple wish lists are not enabled in this store.',
  limit: (max: number) => `Only ${max} wish list(s) can be created.`,
  nameRequired: '"name" is required. Enter and try again.',
  nameTooLong: `The wish list name can't be longer than ${NAME_MAX_LENGTH} characters.`,
  deleteDefault: "The default wish list can't be deleted.",
  sameList: 'The source and destination wish lists must differ.',
  qty: 'The quantity of a wish list item cannot be 0',
  productNotFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
  itemNotFound: (id: string) => `Could not find a wish list item with ID "${id}"`,
  notChild: (sku: string, parent: string) => `The product "${sku}" is not an option of "${parent}"`,
} as const;

export interface WishlistSettings {
  enabled: boolean;
  multiple: boolean;
  max: number;
}

/** The store view's wish list settings (StoreConfig strings "1"/"0" and a number). */
export function wishlistSettings(store: StoreView): WishlistSettings {
  const c = store.config;
  const enabled = String(c.magento_wishlist_general_is_enabled ?? '0') === '1';
  const multiple = enabled && String(c.enable_multiple_wishlists ?? '0') === '1';
  const max = multiple ? Math.max(1, Number(c.maximum_number_of_wishlists) || 1) : 1;
  return { enabled, multiple, max };
}

export function requireEnabled(store: StoreView): WishlistSettings {
  const settings = wishlistSettings(store);
  if (!settings.enabled) throw inputError(WISHLIST_TEXT.disabled);
  return settings;
}

/** Whether one more list may be created (spec §4: multiple enabled and max above the current count). */
export function canCreateList(settings: WishlistSettings, current: number): boolean {
  return settings.multiple && current < settings.max;
}

export function checkName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw inputError(WISHLIST_TEXT.nameRequired);
  if (trimmed.length > NAME_MAX_LENGTH) throw inputError(WISHLIST_TEXT.nameTooLong);
  return trimmed;
}

const newSharingCode = () => randomBytes(16).toString('hex');

const LIST_SELECT = `SELECT w.wishlist_id, w.customer_id, w.name, w.visibility, w.is_default, w.sharing_code,
  to_char(w.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS updated_at,
  (SELECT count(*)::int FROM wishlist_item i WHERE i.wishlist_id = w.wishlist_id) AS items_count
  FROM wishlist w`;

/** The customer's default list, created on first use (Magento creates it lazily too). */
export async function defaultWishlist(q: Queryable, customerId: number): Promise<WishlistRow> {
  await q.query(
    `INSERT INTO wishlist (customer_id, name, is_default, sharing_code) VALUES ($1, $2, true, $3)
     ON CONFLICT (customer_id) WHERE is_default DO NOTHING`,
    [customerId, DEFAULT_WISHLIST_NAME, newSharingCode()],
  );
  const [row] = await q.query<WishlistRow>(`${LIST_SELECT} WHERE w.customer_id = $1 AND w.is_default`, [
    customerId,
  ]);
  return row!;
}

/** The customer's lists, default first, then in creation order. */
export async function customerWishlists(
  q: Queryable,
  customerId: number,
  pageSize: number,
  currentPage: number,
): Promise<WishlistRow[]> {
  await defaultWishlist(q, customerId);
  return q.query<WishlistRow>(
    `${LIST_SELECT} WHERE w.customer_id = $1 ORDER BY w.is_default DESC, w.wishlist_id LIMIT $2 OFFSET $3`,
    [customerId, pageSize, (currentPage - 1) * pageSize],
  );
}

const idOf = (id: string | number): number | null => {
  const n = Number(id);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
};

/** One of the customer's lists, or null when the id is not theirs. */
export async function findWishlist(
  q: Queryable,
  customerId: number,
  id: string | number,
): Promise<WishlistRow | null> {
  const n = idOf(id);
  if (n === null) return null;
  const [row] = await q.query<WishlistRow>(`${LIST_SELECT} WHERE w.wishlist_id = $1 AND w.customer_id = $2`, [
    n,
    customerId,
  ]);
  return row ?? null;
}

/**
 * Magento's rule for a wish list id in a mutation: "0" means the default list (created if needed);
 * any other id must be one of the customer's lists.
 */
export async function requireWishlist(
  q: Queryable,
  customerId: number,
  id: string | number,
): Promise<WishlistRow> {
  if (String(id) === '0') return defaultWishlist(q, customerId);
  const row = await findWishlist(q, customerId, id);
  if (!row) throw inputError(WISHLIST_TEXT.notFound);
  return row;
}

/** A PUBLIC list by its sharing code; private lists and unknown codes are not found alike. */
export async function sharedWishlist(q: Queryable, sharingCode: string): Promise<WishlistRow | null> {
  if (!/^[0-9a-f]{32}$/.test(sharingCode)) return null;
  const [row] = await q.query<WishlistRow>(
    `${LIST_SELECT} WHERE w.sharing_code = $1 AND w.visibility = 'PUBLIC'`,
    [sharingCode],
  );
  return row ?? null;
}

export async function createWishlist(
  q: Queryable,
  settings: WishlistSettings,
  customerId: number,
  input: { name: string; visibility: Visibility },
): Promise<WishlistRow> {
  if (!settings.multiple) throw inputError(WISHLIST_TEXT.multipleDisabled);
  const name = checkName(input.name);
  await defaultWishlist(q, customerId);
  // Lock the customer's lists so two creations at once cannot both pass the limit.
  const lists = await q.query<{ wishlist_id: number }>(
    'SELECT wishlist_id FROM wishlist WHERE customer_id = $1 FOR UPDATE',
    [customerId],
  );
  if (!canCreateList(settings, lists.length)) throw inputError(WISHLIST_TEXT.limit(settings.max));
  const [created] = await q.query<{ wishlist_id: number }>(
    `INSERT INTO wishlist (customer_id, name, visibility, sharing_code) VALUES ($1, $2, $3, $4)
     RETURNING wishlist_id`,
    [customerId, name, input.visibility, newSharingCode()],
  );
  return (await findWishlist(q, customerId, created!.wishlist_id))!;
}

export async function updateWishlist(
  q: Queryable,
  customerId: number,
  id: string,
  change: { name?: string | null; visibility?: Visibility | null },
): Promise<WishlistRow> {
  const list = await requireWishlist(q, customerId, id);
  const name = change.name === undefined || change.name === null ? list.name : checkName(change.name);
  const visibility = change.visibility ?? list.visibility;
  await q.query('UPDATE wishlist SET name = $2, visibility = $3, updated_at = now() WHERE wishlist_id = $1', [
    list.wishlist_id,
    name,
    visibility,
  ]);
  return (await findWishlist(q, customerId, list.wishlist_id))!;
}

export async function deleteWishlist(q: Queryable, customerId: number, id: string): Promise<void> {
  const list = await requireWishlist(q, customerId, id);
  if (list.is_default) throw inputError(WISHLIST_TEXT.deleteDefault);
  await q.query('DELETE FROM wishlist WHERE wishlist_id = $1', [list.wishlist_id]);
}

const ITEM_SELECT = `SELECT wishlist_item_id, wishlist_id, sku, parent_sku, qty::float8 AS qty, description,
  selected_options, entered_options, to_char(added_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS added_at
  FROM wishlist_item`;

export async function wishlistItems(
  q: Queryable,
  wishlistId: number,
  pageSize: number,
  currentPage: number,
): Promise<WishlistItemRow[]> {
  return q.query<WishlistItemRow>(
    `${ITEM_SELECT} WHERE wishlist_id = $1 ORDER BY wishlist_item_id LIMIT $2 OFFSET $3`,
    [wishlistId, pageSize, (currentPage - 1) * pageSize],
  );
}

const touch = (q: Queryable, wishlistId: number) =>
  q.query('UPDATE wishlist SET updated_at = now() WHERE wishlist_id = $1', [wishlistId]);

const sameOptions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');

/** Checks one requested item against the catalogue; a user error instead of a throw, as Magento. */
async function itemError(q: Queryable, item: WishlistItemInput): Promise<WishlistUserError | null> {
  if (!(item.quantity > 0)) return { code: 'UNDEFINED', message: WISHLIST_TEXT.qty };
  const [product] = await q.query<{ entity_id: number }>('SELECT entity_id FROM product WHERE sku = $1', [
    item.sku,
  ]);
  if (!product) return { code: 'PRODUCT_NOT_FOUND', message: WISHLIST_TEXT.productNotFound(item.sku) };
  if (item.parent_sku) {
    const [parent] = await q.query<{ entity_id: number }>('SELECT entity_id FROM product WHERE sku = $1', [
      item.parent_sku,
    ]);
    if (!parent)
      return { code: 'PRODUCT_NOT_FOUND', message: WISHLIST_TEXT.productNotFound(item.parent_sku) };
    const [link] = await q.query(
      'SELECT 1 FROM product_super_link WHERE parent_id = $1 AND product_id = $2',
      [parent.entity_id, product.entity_id],
    );
    if (!link) return { code: 'UNDEFINED', message: WISHLIST_TEXT.notChild(item.sku, item.parent_sku) };
  }
  return null;
}

/**
 * Magento's addProductsToWishlist: each valid item is added; the same product with the same options
 * already in the list gets the quantities summed instead of a second line; bad items become user errors.
 */
export async function addItems(
  q: Queryable,
  list: WishlistRow,
  items: readonly WishlistItemInput[],
): Promise<WishlistUserError[]> {
  const errors: WishlistUserError[] = [];
  for (const item of items) {
    const error = await itemError(q, item);
    if (error) {
      errors.push(error);
      continue;
    }
    const selected = (item.selected_options ?? []).filter((o): o is string => !!o);
    const entered = (item.entered_options ?? []).filter((o): o is { uid: string; value: string } => !!o);
    const existing = (
      await q.query<WishlistItemRow>(
        `${ITEM_SELECT} WHERE wishlist_id = $1 AND sku = $2 AND parent_sku IS NOT DISTINCT FROM $3`,
        [list.wishlist_id, item.sku, item.parent_sku ?? null],
      )
    ).find((row) => sameOptions(row.selected_options, selected) && entered.length === 0);
    if (existing) {
      await q.query('UPDATE wishlist_item SET qty = qty + $2 WHERE wishlist_item_id = $1', [
        existing.wishlist_item_id,
        item.quantity,
      ]);
    } else {
      await q.query(
        `INSERT INTO wishlist_item (wishlist_id, sku, parent_sku, qty, selected_options, entered_options)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          list.wishlist_id,
          item.sku,
          item.parent_sku ?? null,
          item.quantity,
          JSON.stringify(selected),
          JSON.stringify(entered),
        ],
      );
    }
  }
  await touch(q, list.wishlist_id);
  return errors;
}

/** The list's items with these ids; unknown ids become user errors. */
async function itemsOf(
  q: Queryable,
  list: WishlistRow,
  ids: readonly (string | number)[],
): Promise<{ found: WishlistItemRow[]; errors: WishlistUserError[] }> {
  const found: WishlistItemRow[] = [];
  const errors: WishlistUserError[] = [];
  for (const id of ids) {
    const n = idOf(id);
    const [row] =
      n === null
        ? []
        : await q.query<WishlistItemRow>(`${ITEM_SELECT} WHERE wishlist_id = $1 AND wishlist_item_id = $2`, [
            list.wishlist_id,
            n,
          ]);
    if (row) found.push(row);
    else errors.push({ code: 'UNDEFINED', message: WISHLIST_TEXT.itemNotFound(String(id)) });
  }
  return { found, errors };
}

export async function removeItems(
  q: Queryable,
  list: WishlistRow,
  ids: readonly (string | number)[],
): Promise<WishlistUserError[]> {
  const { found, errors } = await itemsOf(q, list, ids);
  for (const row of found)
    await q.query('DELETE FROM wishlist_item WHERE wishlist_item_id = $1', [row.wishlist_item_id]);
  await touch(q, list.wishlist_id);
  return errors;
}

export async function updateItems(
  q: Queryable,
  list: WishlistRow,
  updates: readonly {
    wishlist_item_id: string;
    quantity?: number | null;
    description?: string | null;
    selected_options?: readonly (string | null)[] | null;
  }[],
): Promise<WishlistUserError[]> {
  const errors: WishlistUserError[] = [];
  for (const u of updates) {
    const { found, errors: missing } = await itemsOf(q, list, [u.wishlist_item_id]);
    errors.push(...missing);
    const row = found[0];
    if (!row) continue;
    if (u.quantity !== undefined && u.quantity !== null && !(u.quantity > 0)) {
      errors.push({ code: 'UNDEFINED', message: WISHLIST_TEXT.qty });
      continue;
    }
    await q.query(
      `UPDATE wishlist_item SET qty = $2, description = $3, selected_options = $4 WHERE wishlist_item_id = $1`,
      [
        row.wishlist_item_id,
        u.quantity ?? row.qty,
        u.description === undefined ? row.description : u.description,
        JSON.stringify(
          u.selected_options ? u.selected_options.filter((o): o is string => !!o) : row.selected_options,
        ),
      ],
    );
  }
  await touch(q, list.wishlist_id);
  return errors;
}

/**
 * Spec §7 removeProductsFromWishlistBySku: takes the product (its own SKU or, for a chosen option,
 * its parent's) out of every list of the customer; returns the lists that changed.
 */
export async function removeBySku(q: Queryable, customerId: number, sku: string): Promise<number[]> {
  const rows = await q.query<{ wishlist_id: number }>(
    `DELETE FROM wishlist_item i USING wishlist w
      WHERE w.wishlist_id = i.wishlist_id AND w.customer_id = $1 AND (i.sku = $2 OR i.parent_sku = $2)
      RETURNING i.wishlist_id`,
    [customerId, sku],
  );
  const changed = [...new Set(rows.map((r) => r.wishlist_id))];
  for (const id of changed) await touch(q, id);
  return changed;
}

/**
 * Adobe Commerce's copy/moveProductsBetweenWishlists: each item goes to the destination with the
 * given quantity (default its own); moving takes that quantity out of the source (the line when all).
 */
export async function transferItems(
  q: Queryable,
  source: WishlistRow,
  destination: WishlistRow,
  items: readonly { wishlist_item_id: string; quantity?: number | null }[],
  move: boolean,
): Promise<WishlistUserError[]> {
  if (source.wishlist_id === destination.wishlist_id) throw inputError(WISHLIST_TEXT.sameList);
  const errors: WishlistUserError[] = [];
  for (const wanted of items) {
    const { found, errors: missing } = await itemsOf(q, source, [wanted.wishlist_item_id]);
    errors.push(...missing);
    const row = found[0];
    if (!row) continue;
    const qty = wanted.quantity ?? row.qty;
    if (!(qty > 0)) {
      errors.push({ code: 'UNDEFINED', message: WISHLIST_TEXT.qty });
      continue;
    }
    errors.push(
      ...(await addItems(q, destination, [
        {
          sku: row.sku,
          parent_sku: row.parent_sku,
          quantity: Math.min(qty, row.qty),
          selected_options: row.selected_options,
          entered_options: row.entered_options,
        },
      ])),
    );
    if (!move) continue;
    if (qty >= row.qty)
      await q.query('DELETE FROM wishlist_item WHERE wishlist_item_id = $1', [row.wishlist_item_id]);
    else
      await q.query('UPDATE wishlist_item SET qty = qty - $2 WHERE wishlist_item_id = $1', [
        row.wishlist_item_id,
        qty,
      ]);
  }
  await touch(q, source.wishlist_id);
  return errors;
}

/** A not-signed-in caller, in Magento's words for wish list operations. */
export const notAllowed = () =>
  shopperError('The current user cannot perform operations on wishlist', 'graphql-authorization');
