import { listCustomerOrders, MAX_ORDER_PAGE_SIZE } from '../domain/customer-orders.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';
import { orderResult } from './cart-shape.js';

/** A customer's orders (Magento's `Customer.orders`); thin: parse the arguments, list, shape. */
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
  },
};
