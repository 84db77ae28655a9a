import {
  pixelIdFor,
  recordTrackingEvent,
  tikTokQuantity,
  trackingPath,
  trackingQuantity,
  trackingText,
  type TrackingProvider,
} from '../domain/tracking.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';
import type { ResolverContext } from './context.js';

const record = (
  ctx: ResolverContext,
  provider: TrackingProvider,
  name: string,
  payload: Record<string, unknown> = {},
) => recordTrackingEvent(ctx.db, { provider, name, storeId: ctx.store.store_id, payload });

/** Spec §7 tracking mutations (tracking-extensions.graphql): thin — check, record, answer. */
export const trackingResolvers: Resolvers = {
  StoreConfig: {
    fbPixelConfig: () => ({ pixelID: pixelIdFor('facebook') }),
  },
  Query: {
    FBPixelId: () => pixelIdFor('facebook'),
  },
  Mutation: {
    fbAddToCart: (_, a, ctx) =>
      record(ctx, 'facebook', 'AddToCart', {
        sku: trackingText('sku', a.sku),
        quantity: trackingQuantity(a.quantity),
      }),
    fbAddToWishlist: (_, a, ctx) =>
      record(ctx, 'facebook', 'AddToWishlist', { sku: trackingText('sku', a.sku) }),
    fbProductView: (_, a, ctx) => record(ctx, 'facebook', 'ViewContent', { sku: trackingText('sku', a.sku) }),
    fbInitiateCheckout: (_, a, ctx) =>
      record(ctx, 'facebook', 'InitiateCheckout', { cart_id: trackingText('cartId', a.cartId) }),
    fbPurchase: (_, a, ctx) =>
      record(ctx, 'facebook', 'Purchase', { order_number: trackingText('orderNumber', a.orderNumber) }),
    fbSearch: (_, a, ctx) =>
      record(ctx, 'facebook', 'Search', { search_string: trackingText('searchQuery', a.searchQuery) }),
    fbPageView: (_, a, ctx) => record(ctx, 'facebook', 'PageView', { path: trackingPath(a.url) }),
    fbUserRegister: (_, __, ctx) => record(ctx, 'facebook', 'CompleteRegistration'),
    tikTokAddToCart: (_, a, ctx) =>
      record(ctx, 'tiktok', 'AddToCart', {
        sku: trackingText('sku', a.sku),
        quantity: tikTokQuantity(a.quantity),
      }),
    tikTokAddToWishlist: (_, a, ctx) =>
      record(ctx, 'tiktok', 'AddToWishlist', { sku: trackingText('sku', a.sku) }),
    tikTokProductView: (_, a, ctx) =>
      record(ctx, 'tiktok', 'ViewContent', { sku: trackingText('sku', a.sku) }),
    tikTokInitiateCheckout: (_, a, ctx) =>
      record(ctx, 'tiktok', 'InitiateCheckout', { cart_id: trackingText('cartId', a.cartId) }),
    tikTokPurchase: (_, a, ctx) =>
      record(ctx, 'tiktok', 'CompletePayment', { order_number: trackingText('orderNumber', a.orderNumber) }),
  },
};
