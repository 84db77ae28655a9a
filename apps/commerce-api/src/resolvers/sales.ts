import { loadAll } from '../db/batch.js';
import { listCustomerOrders, MAX_ORDER_PAGE_SIZE } from '../domain/customer-orders.js';
import { listCustomerReviews } from '../domain/customer-reviews.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';
import { orderResult } from './cart-shape.js';

/**
 * A customer's orders (Magento's `Customer.orders`) and reviews (`Customer.reviews`); thin: parse
 * the arguments, list, shape.
 */
export const salesResolvers: Resolvers = {
  Customer: {
    orders: async (_, args, ctx) => {
      const customerId = await ctx.auth.requireCustomerId();
      const currentPage = args.currentPage ?? 1;
      const pageSize = Math.min(args.pageSize ?? 20, MAX_ORDER_PAGE_SIZE);
      const { orders, totalCount } = await listCustomerOrders(ctx.db, {
        customerId,
        storeId: ctx.store.store_id,
        number: args.filter?.number ?? null,
        currentPage,
        pageSize,
        scope: args.scope ?? 'STORE',
        sortField: args.sort?.sort_field ?? 'CREATED_AT',
        sortDirection: args.sort?.sort_direction ?? 'DESC',
      });
      return {
        items: await Promise.all(orders.map((o) => orderResult(ctx, o))),
        total_count: totalCount,
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.ceil(totalCount / pageSize),
        },
      };
    },
    reviews: async (_, args, ctx) => {
      const customerId = await ctx.auth.requireCustomerId();
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      const { rows, totalCount } = await listCustomerReviews(ctx.db, customerId, pageSize, currentPage);
      const products = await loadAll(
        ctx.loaders.product,
        rows.map((r) => r.product_id),
      );
      return {
        // A review of a product no longer in the catalogue has nothing to link to.
        items: rows.flatMap((r, i) => {
          const product = products[i];
          if (!product) return [];
          return [
            {
              nickname: r.nickname,
              summary: r.summary,
              text: r.detail,
              average_rating: (r.value ?? 0) * 20,
              ratings_breakdown: r.ratings.map((v) => ({ name: v.rating_code, value: String(v.value) })),
              created_at: new Date(r.created_at).toISOString().replace('T', ' ').slice(0, 19),
              product,
              review_status: r.status,
            },
          ];
        }),
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.ceil(totalCount / pageSize),
        },
      };
    },
  },
};
