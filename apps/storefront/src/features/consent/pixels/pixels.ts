import type { ApolloClient, OperationVariables } from '@apollo/client';
import type { AnalyticsEvent, AnalyticsItem, AnalyticsListener } from '../../../platform/analytics';
import { FbAddToCartDocument } from './__generated__/FbAddToCart';
import { FbAddToWishlistDocument } from './__generated__/FbAddToWishlist';
import { FbInitiateCheckoutDocument } from './__generated__/FbInitiateCheckout';
import { FbPageViewDocument } from './__generated__/FbPageView';
import { FbProductViewDocument } from './__generated__/FbProductView';
import { FbPurchaseDocument } from './__generated__/FbPurchase';
import { FbSearchDocument } from './__generated__/FbSearch';
import { FbUserRegisterDocument } from './__generated__/FbUserRegister';
import { TikTokAddToCartDocument } from './__generated__/TikTokAddToCart';
import { TikTokAddToWishlistDocument } from './__generated__/TikTokAddToWishlist';
import { TikTokInitiateCheckoutDocument } from './__generated__/TikTokInitiateCheckout';
import { TikTokProductViewDocument } from './__generated__/TikTokProductView';
import { TikTokPurchaseDocument } from './__generated__/TikTokPurchase';

/** A browser pixel's event name and data for one shop event, with the server's event id. */
export interface PixelCall {
  name: string;
  data: Record<string, unknown>;
  eventId: string;
  pixelId: string;
}

/** What the pixel subscriber needs: consent, the API, the bag's id and the browser pixel. */
export interface PixelDeps {
  apollo: ApolloClient;
  /** Spec §6: advertising consent gates advertising pixels — read at each event. */
  advertisingAllowed: () => boolean;
  cartId: () => string | null;
  /** Loads the browser pixel (once) and sends the event with the server's event id. */
  sendToBrowserPixel: (call: PixelCall) => void;
  /** TikTok's browser pixel (spec §7 "a video social pixel"), with the tikTok* mutation's eventId. */
  sendToTikTokPixel?: (call: PixelCall) => void;
}

type Answer = { pixelID?: string | null; eventId: string } | null | undefined;

/**
 * Spec §7 tracking mutations for shop events (issue 15): with advertising consent each event is
 * recorded by the API (fb* and tikTok*), which answers with pixelID and eventId; the browser's
 * Meta pixel then sends the same event with that eventId, so the two deduplicate. Without consent
 * nothing is called. Every failure is swallowed (spec §8): tracking never breaks the shop.
 */
export function pixelSubscriber(deps: PixelDeps): AnalyticsListener {
  // Tracking calls never wait behind the bag's mutations in the mutation queue (spec §7).
  const mutate = <TData, TVariables extends OperationVariables>(
    options: ApolloClient.MutateOptions<TData, TVariables>,
  ) =>
    deps.apollo.mutate<TData, TVariables>({ ...options, context: { ...options.context, skipQueue: true } });
  const fb = (name: string, data: Record<string, unknown>, answer: Promise<Answer>) =>
    void answer
      .then((a) => {
        if (a?.pixelID) deps.sendToBrowserPixel({ name, data, eventId: a.eventId, pixelId: a.pixelID });
      })
      .catch(() => undefined);
  const tt = (name: string, data: Record<string, unknown>, answer: Promise<Answer>) =>
    void answer
      .then((a) => {
        if (a?.pixelID) deps.sendToTikTokPixel?.({ name, data, eventId: a.eventId, pixelId: a.pixelID });
      })
      .catch(() => undefined);
  /** TikTok's item shape: contents with content_id, content_type, quantity and price. */
  const ttItems = (items: readonly AnalyticsItem[], value: number, currency: string) => ({
    contents: items.map((i) => ({
      content_id: i.item_id,
      content_type: 'product',
      content_name: i.item_name,
      quantity: i.quantity,
      price: i.price,
    })),
    value,
    currency,
  });

  return (event: AnalyticsEvent) => {
    if (!deps.advertisingAllowed()) return;
    switch (event.event) {
      case 'page_view':
        fb(
          'PageView',
          {},
          mutate({ mutation: FbPageViewDocument, variables: { url: event.page_path } }).then(
            (r) => r.data?.fbPageView,
          ),
        );
        return;
      case 'view_item':
        for (const item of event.ecommerce.items) {
          const data = {
            content_ids: [item.item_id],
            content_type: 'product',
            value: item.price,
            currency: item.currency,
          };
          fb(
            'ViewContent',
            data,
            mutate({ mutation: FbProductViewDocument, variables: { sku: item.item_id } }).then(
              (r) => r.data?.fbProductView,
            ),
          );
          tt(
            'ViewContent',
            ttItems([item], item.price, item.currency),
            mutate({ mutation: TikTokProductViewDocument, variables: { sku: item.item_id } }).then(
              (r) => r.data?.tikTokProductView,
            ),
          );
        }
        return;
      case 'add_to_cart':
        for (const item of event.ecommerce.items) {
          const data = {
            content_ids: [item.item_id],
            content_type: 'product',
            value: item.price * item.quantity,
            currency: item.currency,
          };
          fb(
            'AddToCart',
            data,
            mutate({
              mutation: FbAddToCartDocument,
              variables: { sku: item.item_id, quantity: item.quantity },
            }).then((r) => r.data?.fbAddToCart),
          );
          // Spec §7: TikTok's quantity travels as a string.
          tt(
            'AddToCart',
            ttItems([item], data.value, item.currency),
            mutate({
              mutation: TikTokAddToCartDocument,
              variables: { sku: item.item_id, quantity: String(item.quantity) },
            }).then((r) => r.data?.tikTokAddToCart),
          );
        }
        return;
      case 'add_to_wishlist':
        for (const item of event.ecommerce.items) {
          fb(
            'AddToWishlist',
            {
              content_ids: [item.item_id],
              content_name: item.item_name,
              value: item.price,
              currency: item.currency,
            },
            mutate({ mutation: FbAddToWishlistDocument, variables: { sku: item.item_id } }).then(
              (r) => r.data?.fbAddToWishlist,
            ),
          );
          tt(
            'AddToWishlist',
            ttItems([item], item.price, item.currency),
            mutate({ mutation: TikTokAddToWishlistDocument, variables: { sku: item.item_id } }).then(
              (r) => r.data?.tikTokAddToWishlist,
            ),
          );
        }
        return;
      case 'begin_checkout': {
        const cartId = deps.cartId();
        if (!cartId) return;
        const data = {
          value: event.ecommerce.value,
          currency: event.ecommerce.currency,
          num_items: event.ecommerce.items.length,
        };
        fb(
          'InitiateCheckout',
          data,
          mutate({ mutation: FbInitiateCheckoutDocument, variables: { cartId } }).then(
            (r) => r.data?.fbInitiateCheckout,
          ),
        );
        tt(
          'InitiateCheckout',
          ttItems(event.ecommerce.items, event.ecommerce.value, event.ecommerce.currency),
          mutate({ mutation: TikTokInitiateCheckoutDocument, variables: { cartId } }).then(
            (r) => r.data?.tikTokInitiateCheckout,
          ),
        );
        return;
      }
      case 'purchase': {
        const orderNumber = event.ecommerce.transaction_id;
        // Spec §7: "Purchase events carry orderId, revenue, currencyCode, coupon, products".
        const data = {
          order_id: orderNumber,
          value: event.ecommerce.value,
          currency: event.ecommerce.currency,
          ...(event.ecommerce.coupon ? { coupon: event.ecommerce.coupon } : {}),
          content_ids: event.ecommerce.items.map((i) => i.item_id),
          contents: event.ecommerce.items.map((i) => ({
            id: i.item_id,
            quantity: i.quantity,
            item_price: i.price,
          })),
          content_type: 'product',
        };
        fb(
          'Purchase',
          data,
          mutate({ mutation: FbPurchaseDocument, variables: { orderNumber } }).then(
            (r) => r.data?.fbPurchase,
          ),
        );
        tt(
          'CompletePayment',
          ttItems(event.ecommerce.items, event.ecommerce.value, event.ecommerce.currency),
          mutate({ mutation: TikTokPurchaseDocument, variables: { orderNumber } }).then(
            (r) => r.data?.tikTokPurchase,
          ),
        );
        return;
      }
      case 'search':
        fb(
          'Search',
          { search_string: event.search_term },
          mutate({ mutation: FbSearchDocument, variables: { searchQuery: event.search_term } }).then(
            (r) => r.data?.fbSearch,
          ),
        );
        return;
      case 'sign_up':
        fb(
          'CompleteRegistration',
          {},
          mutate({ mutation: FbUserRegisterDocument }).then((r) => r.data?.fbUserRegister),
        );
        return;
      default:
        return;
    }
  };
}

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

/**
 * The browser's Meta pixel, loaded from `scriptUrl` on the first advertising event only (never on
 * the critical path). Calls made before it arrives wait in `fbq.queue`, as Meta's own snippet does;
 * a script that fails to load leaves them there and the shop is not affected.
 */
export function browserPixel(host: Window & { fbq?: Fbq }, scriptUrl: string): (call: PixelCall) => void {
  const initialised = new Set<string>();
  return (call) => {
    try {
      if (!host.fbq) {
        const fbq = function (...args: unknown[]) {
          if (fbq.callMethod) fbq.callMethod(...args);
          else fbq.queue.push(args);
        } as Fbq;
        fbq.queue = [];
        fbq.push = fbq;
        fbq.loaded = true;
        fbq.version = '2.0';
        host.fbq = fbq;
        const script = host.document.createElement('script');
        script.async = true;
        script.src = scriptUrl;
        script.dataset.pixel = 'meta';
        host.document.head.append(script);
      }
      if (!initialised.has(call.pixelId)) {
        initialised.add(call.pixelId);
        host.fbq('init', call.pixelId);
      }
      host.fbq('track', call.name, call.data, { eventID: call.eventId });
    } catch {
      // Spec §8: tracking errors are swallowed.
    }
  };
}

type Ttq = unknown[] & {
  methods: string[];
  _i: Record<string, unknown>;
  _t: Record<string, number>;
  _o: Record<string, unknown>;
  [method: string]: unknown;
};

/** TikTok's pixel methods the loader queues until the script takes the queue over. */
const TIKTOK_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
];

/**
 * TikTok's browser pixel (spec §7 "a video social pixel"), loaded from `scriptUrl` (with TikTok's
 * `sdkid` and `lib` parameters) on the first advertising event TikTok's API answered with a pixel
 * id — never on the critical path. As TikTok's own snippet, calls made before the script arrives
 * wait in the `ttq` array; each event carries the tikTok* mutation's eventId as `event_id`, so
 * TikTok deduplicates the browser's and the server's. A failing script breaks nothing.
 */
export function tikTokPixel(host: Window & { ttq?: Ttq }, scriptUrl: string): (call: PixelCall) => void {
  const loaded = new Set<string>();
  return (call) => {
    try {
      if (!host.ttq) {
        const ttq = [] as unknown as Ttq;
        ttq.methods = TIKTOK_METHODS;
        ttq._i = {};
        ttq._t = {};
        ttq._o = {};
        for (const method of TIKTOK_METHODS)
          ttq[method] = (...args: unknown[]) => void ttq.push([method, ...args]);
        host.ttq = ttq;
      }
      const ttq = host.ttq;
      if (!loaded.has(call.pixelId)) {
        loaded.add(call.pixelId);
        // What TikTok's snippet's `ttq.load(id)` records before adding the script.
        ttq._i[call.pixelId] = [];
        ttq._t[call.pixelId] = Date.now();
        ttq._o[call.pixelId] = {};
        const script = host.document.createElement('script');
        script.async = true;
        const src = new URL(scriptUrl, host.location.href);
        src.searchParams.set('sdkid', call.pixelId);
        src.searchParams.set('lib', 'ttq');
        script.src = src.href;
        script.dataset.pixel = 'tiktok';
        host.document.head.append(script);
        (ttq['page'] as () => void)();
      }
      (ttq['track'] as (...a: unknown[]) => void)(call.name, call.data, { event_id: call.eventId });
    } catch {
      // Spec §8: tracking errors are swallowed.
    }
  };
}
