import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';

/** Spec §7 request headers. The API reads them case-insensitively. */
export const STORE_HEADER = 'Store';
export const CURRENCY_HEADER = 'Content-Currency';
export const CUSTOMER_GROUP_HEADER = 'customer-group';
/** Header Magento (and our API) use to vary cached responses; sent back as it was received. */
export const CACHE_ID_HEADER = 'X-Magento-Cache-Id';

/** Magento's NOT LOGGED IN customer group. */
export const GUEST_CUSTOMER_GROUP = '0';

/** Who is asking, read fresh for every request (sign-in and currency can change without a reload). */
export interface Shopper {
  /**
   * Signed in (an unexpired `signin_token` marker). The token itself never reaches page scripts:
   * the shop's server adds `Authorization: Bearer` from its HttpOnly cookie (server/session.ts).
   */
  signedIn?: boolean;
  /** The customer group stored at sign-in; ignored for guests. */
  customerGroup?: string | number | null;
  /** Display currency chosen in the store switcher, when set. */
  currency?: string | null;
}

export interface HeaderInput extends Shopper {
  storeCode: string;
  /** Last cache id the API sent, if any. */
  cacheId?: string | null;
}

/** The spec §7 headers for one request. Pure, so the rules are testable without a link chain. */
export function requestHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = { [STORE_HEADER]: input.storeCode };
  if (input.currency) headers[CURRENCY_HEADER] = input.currency;
  const group =
    input.signedIn && input.customerGroup != null && input.customerGroup !== '' ? input.customerGroup : null;
  headers[CUSTOMER_GROUP_HEADER] = group === null ? GUEST_CUSTOMER_GROUP : String(group);
  if (input.cacheId) headers[CACHE_ID_HEADER] = input.cacheId;
  return headers;
}

export interface HeadersLinkOptions {
  storeCode: string;
  /** Current shopper; defaults to a guest with the store's currency. */
  shopper?: () => Shopper;
  /**
   * Remember the cache id from responses and send it back. Off on the server: one client serves
   * one request there, and a cache id must never leak from one shopper's render to another's.
   */
  rememberCacheId: boolean;
  /**
   * Spec §4/§8: an answer with an unexpected server error — the API masks it as "Internal server
   * error" (category `internal`) with the id of its log line in `extensions.debug_id` (issue 23) —
   * is reported with that id (the 15 s toast). Expected errors carry no such category. Here rather
   * than in a link of its own: every byte of the first download counts.
   */
  onUnexpectedError?: (debugId: unknown) => void;
}

/** Adds the spec §7 headers to every operation and keeps the API's cache id. */
export function createHeadersLink(options: HeadersLinkOptions): ApolloLink {
  let cacheId: string | null = null;
  return new ApolloLink((operation, forward) => {
    const shopper = options.shopper?.() ?? {};
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, ...requestHeaders({ ...shopper, storeCode: options.storeCode, cacheId }) },
    }));
    return forward(operation).pipe(
      map((result) => {
        if (options.rememberCacheId) {
          const response = operation.getContext().response as Response | undefined;
          const received = response?.headers.get(CACHE_ID_HEADER);
          if (received) cacheId = received;
        }
        const unexpected = result.errors?.find((e) => e.extensions?.['category'] === 'internal');
        if (unexpected) options.onUnexpectedError?.(unexpected.extensions?.['debug_id']);
        return result;
      }),
    );
  });
}
