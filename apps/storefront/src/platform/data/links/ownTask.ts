import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';

/**
 * Issue 18: a query's request starts in a task of its own. A component's `useQuery` subscribes
 * while React commits (hydration's slices above all), and without this the whole link chain ran
 * inside that slice: the request's key, printing the document into the GET URL, and `fetch` itself,
 * which a browser with DevTools open (Lighthouse's) makes dearer by recording the deep React stack
 * it was called from (6–20 ms of a bag's 20–41 ms hydration slices, BENCHMARKS.md). A timer task
 * costs the request well under a millisecond; mutations, which a shopper starts, go at once.
 *
 * An operation unsubscribed before its task runs never reaches the network.
 */
export function createOwnTaskLink(
  schedule: (run: () => void) => () => void = (run) => {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  },
): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | null = null;
      const cancel = schedule(() => {
        subscription = forward(operation).subscribe(observer);
      });
      return () => {
        cancel();
        subscription?.unsubscribe();
      };
    });
  });
}
