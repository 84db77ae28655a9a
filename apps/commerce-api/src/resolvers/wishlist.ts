import { addItem } from '../domain/cart.js';
import { validatePaging } from '../domain/catalog.js';
import {
  addItems,
  createWishlist,
  customerWishlists,
  deleteWishlist,
  findWishlist,
  notAllowed,
  removeBySku,
  removeItems,
  requireEnabled,
  requireWishlist,
  sharedWishlist,
  transferItems,
  updateItems,
  updateWishlist,
  wishlistItems,
  type Visibility,
  type WishlistItemInput,
  type WishlistItemRow,
  type WishlistRow,
} from '../domain/wishlist.js';
import { customerCartOf, mutateCart } from './cart.js';
import type { ResolverContext } from './context.js';

/** Wish lists with Magento's and Adobe Commerce's names; thin: check access, call the domain, shape. */

type WishlistShape = ReturnType<typeof wishlistShape>;

function wishlistShape(row: WishlistRow) {
  return {
    __row: row,
    id: String(row.wishlist_id),
    name: row.name,
    items_count: row.items_count,
    sharing_code: row.sharing_code,
    updated_at: row.updated_at,
    visibility: row.visibility,
  };
}

/** The signed-in customer in a store with wish lists on (Magento checks both, in this order). */
async function wishlistCustomer(ctx: ResolverContext): Promise<number> {
  requireEnabled(ctx.store);
  const id = await ctx.auth.customerId();
  if (id === null) throw notAllowed();
  return id;
}

const reload = async (ctx: ResolverContext, customerId: number, row: WishlistRow) =>
  wishlistShape((await findWishlist(ctx.db, customerId, row.wishlist_id))!);

async function productBySku(ctx: ResolverContext, sku: string) {
  const id = await ctx.loaders.productIdBySku.load(sku);
  return id === null ? null : ctx.loaders.product.load(id);
}

const itemShape = (row: WishlistItemRow) => ({ __row: row, id: String(row.wishlist_item_id) });
type ItemShape = ReturnType<typeof itemShape>;

const itemFields = {
  added_at: (i: ItemShape) => i.__row.added_at,
  customizable_options: () => [],
  description: (i: ItemShape) => i.__row.description,
  quantity: (i: ItemShape) => i.__row.qty,
};

const cartErrorCode = (code: string) =>
  code === 'PRODUCT_NOT_FOUND' || code === 'NOT_SALABLE' || code === 'INSUFFICIENT_STOCK'
    ? code
    : 'UNDEFINED';

export const wishlistResolvers = {
  Query: {
    sharedWishlist: async (_: unknown, args: { sharing_code: string }, ctx: ResolverContext) => {
      requireEnabled(ctx.store);
      const row = await sharedWishlist(ctx.db, args.sharing_code);
      return row ? wishlistShape(row) : null;
    },
  },
  Customer: {
    wishlists: async (
      parent: { id: number },
      args: { pageSize?: number | null; currentPage?: number | null },
      ctx: ResolverContext,
    ) => {
      requireEnabled(ctx.store);
      const { pageSize, currentPage } = validatePaging(args.pageSize, args.currentPage);
      return (await customerWishlists(ctx.db, parent.id, pageSize, currentPage)).map(wishlistShape);
    },
    wishlist_v2: async (parent: { id: number }, args: { id: string }, ctx: ResolverContext) => {
      requireEnabled(ctx.store);
      const row = await findWishlist(ctx.db, parent.id, args.id);
      return row ? wishlistShape(row) : null;
    },
  },
  Wishlist: {
    items_v2: async (
      parent: WishlistShape,
      args: { pageSize?: number | null; currentPage?: number | null },
      ctx: ResolverContext,
    ) => {
      const { pageSize, currentPage } = validatePaging(args.pageSize, args.currentPage);
      const rows = await wishlistItems(ctx.db, parent.__row.wishlist_id, pageSize, currentPage);
      return {
        items: rows.map(itemShape),
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.ceil(parent.__row.items_count / pageSize),
        },
      };
    },
  },
  WishlistItemInterface: {
    __resolveType: (i: ItemShape) => (i.__row.parent_sku ? 'ConfigurableWishlistItem' : 'SimpleWishlistItem'),
  },
  SimpleWishlistItem: {
    ...itemFields,
    product: (i: ItemShape, _: unknown, ctx: ResolverContext) => productBySku(ctx, i.__row.sku),
  },
  ConfigurableWishlistItem: {
    ...itemFields,
    child_sku: (i: ItemShape) => i.__row.sku,
    configurable_options: () => [],
    product: (i: ItemShape, _: unknown, ctx: ResolverContext) => productBySku(ctx, i.__row.parent_sku!),
    configured_variant: (i: ItemShape, _: unknown, ctx: ResolverContext) => productBySku(ctx, i.__row.sku),
  },
  Mutation: {
    addProductsToWishlist: async (
      _: unknown,
      args: { wishlistId: string; wishlistItems: readonly WishlistItemInput[] },
      ctx: ResolverContext,
    ) => {
      const customerId = await wishlistCustomer(ctx);
      return ctx.db.transaction(async (tx) => {
        const list = await requireWishlist(tx, customerId, args.wishlistId);
        const user_errors = await addItems(tx, list, args.wishlistItems);
        return {
          user_errors,
          wishlist: wishlistShape((await findWishlist(tx, customerId, list.wishlist_id))!),
        };
      });
    },
    removeProductsFromWishlist: async (
      _: unknown,
      args: { wishlistId: string; wishlistItemsIds: readonly string[] },
      ctx: ResolverContext,
    ) => {
      const customerId = await wishlistCustomer(ctx);
      const list = await requireWishlist(ctx.db, customerId, args.wishlistId);
      const user_errors = await removeItems(ctx.db, list, args.wishlistItemsIds);
      return { user_errors, wishlist: await reload(ctx, customerId, list) };
    },
    updateProductsInWishlist: async (
      _: unknown,
      args: {
        wishlistId: string;
        wishlistItems: readonly {
          wishlist_item_id: string;
          quantity?: number | null;
          description?: string | null;
          selected_options?: readonly (string | null)[] | null;
        }[];
      },
      ctx: ResolverContext,
    ) => {
      const customerId = await wishlistCustomer(ctx);
      const list = await requireWishlist(ctx.db, customerId, args.wishlistId);
      const user_errors = await updateItems(ctx.db, list, args.wishlistItems);
      return { user_errors, wishlist: await reload(ctx, customerId, list) };
    },
    removeProductsFromWishlistBySku: async (_: unknown, args: { sku: string }, ctx: ResolverContext) => {
      const customerId = await wishlistCustomer(ctx);
      const changed = await removeBySku(ctx.db, customerId, args.sku);
      const lists = await Promise.all(changed.map((id) => findWishlist(ctx.db, customerId, id)));
      return { wishlists: lists.filter((l): l is WishlistRow => l !== null).map(wishlistShape) };
    },
    createWishlist: async (
      _: unknown,
      args: { input: { name: string; visibility: Visibility } },
      ctx: ResolverContext,
    ) => {
      const customerId = await wishlistCustomer(ctx);
      const settings = requireEnabled(ctx.store);
      const row = await ctx.db.transaction((tx) => createWishlist(tx, settings, customerId, args.input));
      return { wishlist: wishlistShape(row) };
    },
    updateWishlist: async (
      _: unknown,
      args: { wishlistUid: string; name?: string | null; visibility?: Visibility | null },
      ctx: ResolverContext,
    ) => {
      const customerId = await wishlistCustomer(ctx);
      const row = await updateWishlist(ctx.db, customerId, args.wishlistUid, args);
      return { uid: String(row.wishlist_id), name: row.name, visibility: row.visibility };
    },
    deleteWishlist: async (_: unknown, args: { wishlistUid: string }, ctx: ResolverContext) => {
      const customerId = await wishlistCustomer(ctx);
      await deleteWishlist(ctx.db, customerId, args.wishlistUid);
      return {
        status: true,
        wishlists: (await customerWishlists(ctx.db, customerId, 100, 1)).map(wishlistShape),
      };
    },
    copyProductsBetweenWishlists: (_: unknown, args: TransferArgs, ctx: ResolverContext) =>
      transfer(ctx, args, false),
    moveProductsBetweenWishlists: (_: unknown, args: TransferArgs, ctx: ResolverContext) =>
      transfer(ctx, args, true),
    addWishlistItemsToCart: async (
      _: unknown,
      args: { wishlistId: string; wishlistItemIds?: readonly string[] | null },
      ctx: ResolverContext,
    ) => {
      const customerId = await wishlistCustomer(ctx);
      const list = await requireWishlist(ctx.db, customerId, args.wishlistId);
      const all = await wishlistItems(ctx.db, list.wishlist_id, 10_000, 1);
      const wanted = args.wishlistItemIds ? new Set(args.wishlistItemIds.map(String)) : null;
      const items = wanted ? all.filter((i) => wanted.has(String(i.wishlist_item_id))) : all;
      const errors: {
        code: string;
        message: string;
        wishlistId: string;
        wishlistItemId: string;
      }[] = [];
      for (const id of wanted ?? [])
        if (!items.some((i) => String(i.wishlist_item_id) === id))
          errors.push({
            code: 'UNDEFINED',
            message: `Could not find a wish list item with ID "${id}"`,
            wishlistId: String(list.wishlist_id),
            wishlistItemId: id,
          });
      const cart = await customerCartOf(ctx, customerId);
      // Magento moves what it could add: those items leave the wish list, the others stay with an error.
      await mutateCart(ctx, cart.masked_id, async (tx, quote) => {
        for (const item of items) {
          const error = await addItem(tx, quote, {
            sku: item.sku,
            parent_sku: item.parent_sku,
            quantity: item.qty,
            selected_options: item.selected_options,
            entered_options: item.entered_options,
          });
          if (error)
            errors.push({
              code: cartErrorCode(error.code),
              message: error.message,
              wishlistId: String(list.wishlist_id),
              wishlistItemId: String(item.wishlist_item_id),
            });
          else
            await tx.query('DELETE FROM wishlist_item WHERE wishlist_item_id = $1', [item.wishlist_item_id]);
        }
      });
      return {
        status: errors.length === 0,
        add_wishlist_items_to_cart_user_errors: errors,
        wishlist: await reload(ctx, customerId, list),
      };
    },
  },
};

interface TransferArgs {
  sourceWishlistUid: string;
  destinationWishlistUid: string;
  wishlistItems: readonly { wishlist_item_id: string; quantity?: number | null }[];
}

async function transfer(ctx: ResolverContext, args: TransferArgs, move: boolean) {
  const customerId = await wishlistCustomer(ctx);
  return ctx.db.transaction(async (tx) => {
    const source = await requireWishlist(tx, customerId, args.sourceWishlistUid);
    const destination = await requireWishlist(tx, customerId, args.destinationWishlistUid);
    const user_errors = await transferItems(tx, source, destination, args.wishlistItems, move);
    return {
      user_errors,
      source_wishlist: wishlistShape((await findWishlist(tx, customerId, source.wishlist_id))!),
      destination_wishlist: wishlistShape((await findWishlist(tx, customerId, destination.wishlist_id))!),
    };
  });
}
