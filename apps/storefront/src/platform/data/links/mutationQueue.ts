import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import './context';

/**
 * Spec §7: mutations go to the API one at a time, in the order they were made, so that e.g. two
 * quick quantity changes on the same cart line cannot race and land in the wrong order. A mutation
 * whose context says `skipQueue: true` (tracking calls, which must not wait behind a slow cart
 * call) goes straight through; queries always do.
 *
 * A mutation holds its turn until it completes, fails or is unsubscribed; a failure releases the
 * queue like a success does, so one failed call never blocks the ones after it.
 */
export function createMutationQueueLink(): ApolloLink {
  const waiting: Array<() => void> = [];
  let busy = false;

  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else busy = false;
  };

  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.MUTATION || operation.getContext().skipQueue) {
      return forward(operation);
    }
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | null = null;
      let state: 'waiting' | 'running' | 'done' = 'waiting';
      const finish = () => {
        if (state === 'running') {
          state = 'done';
          next();
        }
        state = 'done';
      };
      const start = () => {
        state = 'running';
        subscription = forward(operation).subscribe({
          next: (result) => observer.next(result),
          error: (error: unknown) => {
            finish();
            observer.error(error);
          },
          complete: () => {
            finish();
            observer.complete();
          },
        });
      };
      if (busy) {
        waiting.push(start);
      } else {
        busy = true;
        start();
      }
      return () => {
        if (state === 'waiting') {
          const index = waiting.indexOf(start);
          if (index >= 0) waiting.splice(index, 1);
          state = 'done';
        } else if (state === 'running') {
          subscription?.unsubscribe();
          finish();
        }
      };
    });
  });
}
