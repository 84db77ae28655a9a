import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';

/** Spec §7: retries up to 5 with jitter starting at 300 ms, only while online. */
export const RETRY_MAX = 5;
export const RETRY_INITIAL_MS = 300;
export const RETRY_MAX_DELAY_MS = 10_000;

/** A GraphQL error is the API's answer, not a failure of the network; sending it again changes nothing. */
export function isGraphQLError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { graphQLErrors, errors } = error as { graphQLErrors?: unknown; errors?: unknown };
  return (
    (Array.isArray(graphQLErrors) && graphQLErrors.length > 0) || (Array.isArray(errors) && errors.length > 0)
  );
}

/** Retry only network failures, and only while the browser is online (spec §7). */
export function shouldRetry(error: unknown, online: boolean): boolean {
  return online && !isGraphQLError(error);
}

export function createRetryLink(isOnline: () => boolean): RetryLink {
  return new RetryLink({
    delay: { initial: RETRY_INITIAL_MS, max: RETRY_MAX_DELAY_MS, jitter: true },
    // RetryLink counts the first request as an attempt: 1 + RETRY_MAX retries (spec: up to 5).
    attempts: { max: RETRY_MAX + 1, retryIf: (error) => shouldRetry(error, isOnline()) },
  });
}
