import { AsyncLocalStorage } from 'node:async_hooks';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Writes before reads (issue 23, fairness): under page load every page's catalogue queries fill the
 * database's queue, and a shopper's "create cart" or "add to bag" would wait behind all of them.
 * Statements issued while handling a mutation carry this mark; the embedded database runs them
 * first (db/pglite-worker.mjs) and PostgreSQL gives them connections of their own (db/client.ts).
 */
const writePriority = new AsyncLocalStorage<true>();

/** True while the caller is inside work marked with `withWritePriority`. */
export const hasWritePriority = (): boolean => writePriority.getStore() === true;

export function withWritePriority<T>(work: () => T): T {
  return writePriority.run(true, work);
}

/** GraphQL mutations run with write priority (queries and their page loads keep the normal lane). */
export function writePriorityPlugin(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation === 'mutation')
        setExecuteFn((executeArgs) => withWritePriority(() => executeFn(executeArgs)));
    },
  };
}
