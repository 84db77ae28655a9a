import { ApolloLink } from '@apollo/client';
// Apollo's `print` keeps each document's text; graphql-js's prints the document again on every call.
import { print } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { Observable, type Observer, type Subscription } from 'rxjs';
import './context';

/**
 * Spec §7: identical in-flight GET requests (queries) are shared; a no-store or reload request
 * cancels an earlier identical one and goes to the network.
 *
 * Why not Apollo's own `queryDeduplication`: it shares identical requests before the link chain
 * runs, and it has no way to say "this one must be fresh" — a reload request would silently join
 * the stale request already in flight. So the client turns it off (`queryDeduplication: false`)
 * and this link owns both halves of the rule:
 *  - a query identical to one in flight (same document, variables and headers) waits for that
 *    request's answer instead of sending its own;
 *  - a query with context `reload: true`, or `fetchOptions.cache` 'no-store' / 'reload', unsubscribes
 *    the earlier identical request (its fetch is aborted) and sends a new one; whoever waited for the
 *    earlier one gets the new answer instead, so nobody is left hanging.
 * The network request is cancelled once every waiter has unsubscribed.
 */
export function isReloadRequest(context: Readonly<ApolloLink.OperationContext>): boolean {
  if (context.reload === true) return true;
  const cache = (context.fetchOptions as RequestInit | undefined)?.cache;
  return cache === 'no-store' || cache === 'reload';
}

/** Object keys sorted, so `{a, b}` and `{b, a}` are the same request. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** What makes two requests identical: the URL a GET would have (document + variables) and the headers. */
export function requestKey(operation: ApolloLink.Operation): string {
  const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return `${print(operation.query)}|${stableStringify(operation.variables)}|${stableStringify(lower)}`;
}

interface InFlight {
  observers: Set<Observer<ApolloLink.Result>>;
  subscription: Subscription | null;
}

export function createDedupeLink(): ApolloLink {
  const inFlight = new Map<string, InFlight>();

  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    const key = requestKey(operation);
    const reload = isReloadRequest(operation.getContext());

    return new Observable<ApolloLink.Result>((observer) => {
      const entry = inFlight.get(key);
      if (entry && reload) {
        // Cancel the earlier request; its waiters move over to the fresh one.
        inFlight.delete(key);
        entry.subscription?.unsubscribe();
        entry.subscription = null;
        entry.observers.add(observer);
        start(key, { observers: entry.observers, subscription: null });
      } else if (entry) {
        entry.observers.add(observer);
      } else {
        start(key, { observers: new Set([observer]), subscription: null });
      }

      return () => {
        const current = inFlight.get(key);
        if (!current?.observers.has(observer)) return; // answered already
        current.observers.delete(observer);
        if (current.observers.size === 0) {
          if (inFlight.get(key) === current) inFlight.delete(key);
          current.subscription?.unsubscribe();
          current.subscription = null;
        }
      };
    });

    function start(requestKey: string, entry: InFlight) {
      inFlight.set(requestKey, entry);
      const settle = () => {
        if (inFlight.get(requestKey) === entry) inFlight.delete(requestKey);
      };
      const subscription = forward(operation).subscribe({
        next: (result) => entry.observers.forEach((o) => o.next(result)),
        error: (error: unknown) => {
          settle();
          [...entry.observers].forEach((o) => o.error(error));
        },
        complete: () => {
          settle();
          [...entry.observers].forEach((o) => o.complete());
        },
      });
      // A synchronous answer has already settled the entry; only keep live requests.
      if (inFlight.get(requestKey) === entry) entry.subscription = subscription;
    }
  });
}
