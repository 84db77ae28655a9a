/**
 * Spec §8 cart error handling as plain functions: which server messages the shopper sees, joined
 * with a comma, and the stock errors that are dropped (the affected items leave the data instead).
 */

/** Spec §8: these server errors are dropped; the affected items are removed from returned data. */
export const DROPPED_STOCK_MESSAGES = [
  'Some of the products are out of stock.',
  'There are no source items with the in stock status',
  'The requested qty is not available',
] as const;

/** Spec §8: "The requested qty is not available" and anything starting "… for product". */
export function isDroppedStockMessage(message: string): boolean {
  return (
    DROPPED_STOCK_MESSAGES.some((m) => message === m) ||
    message.startsWith('The requested qty is not available for product')
  );
}

interface MessageLike {
  message?: unknown;
}

function messagesOf(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return typeof error === 'string' ? [error] : [];
  const { errors, graphQLErrors, message } = error as {
    errors?: unknown;
    graphQLErrors?: unknown;
    message?: unknown;
  };
  const list = Array.isArray(errors) ? errors : Array.isArray(graphQLErrors) ? graphQLErrors : null;
  if (list) {
    return (list as MessageLike[]).flatMap((e) =>
      typeof e?.message === 'string' && e.message ? [e.message] : [],
    );
  }
  return typeof message === 'string' && message ? [message] : [];
}

/**
 * The message a cart error toast shows: the server's messages of a failed operation joined with a
 * comma (spec §8), without the dropped stock messages. Empty when nothing is left to say.
 */
export function cartErrorMessage(error: unknown): string {
  return [...new Set(messagesOf(error).filter((m) => !isDroppedStockMessage(m)))].join(', ');
}

/**
 * What the shopper reads when a cart call fails: the server's messages (as `cartErrorMessage`), else
 * the error's own message — never an empty text.
 */
export function cartFailureMessage(error: unknown): string {
  return cartErrorMessage(error) || (error instanceof Error ? error.message : String(error));
}

/** Whether every message of the error is one of the dropped stock errors. */
export function isOnlyStockError(error: unknown): boolean {
  const messages = messagesOf(error);
  return messages.length > 0 && messages.every(isDroppedStockMessage);
}

/** User errors of a cart mutation (`user_errors` / `errors`), joined with a comma. */
export function userErrorsMessage(
  errors: ReadonlyArray<{ message: string } | null> | null | undefined,
): string {
  return [...new Set((errors ?? []).flatMap((e) => (e?.message ? [e.message] : [])))].join(', ');
}

/** Cart items without the nulls a stock error leaves in the data (spec §8). */
export function presentItems<T>(items: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  return (items ?? []).filter((item): item is T => item != null);
}
