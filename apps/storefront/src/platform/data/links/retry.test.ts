import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { RETRY_INITIAL_MS, RETRY_MAX, shouldRetry } from './retry';

const graphQLError = new CombinedGraphQLErrors({
  data: null,
  errors: [{ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } }],
});
const networkError = new TypeError('Failed to fetch');
const serverError = new ServerError('Bad gateway', {
  response: new Response('', { status: 502 }),
  bodyText: '',
});

describe('retries (spec §7)', () => {
  it('keeps the spec settings: up to 5, starting at 300 ms', () => {
    expect(RETRY_MAX).toBe(5);
    expect(RETRY_INITIAL_MS).toBe(300);
  });

  it('never retries a GraphQL error, online or not', () => {
    expect(shouldRetry(graphQLError, true)).toBe(false);
    expect(shouldRetry(graphQLError, false)).toBe(false);
  });

  it('retries network and server failures only while online', () => {
    expect(shouldRetry(networkError, true)).toBe(true);
    expect(shouldRetry(serverError, true)).toBe(true);
    expect(shouldRetry(networkError, false)).toBe(false);
    expect(shouldRetry(serverError, false)).toBe(false);
  });
});
