import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { data } from 'react-router';

/** A 404 the static handler turns into the HTTP status and the not-found view. */
export function notFound() {
  return data(null, { status: 404, statusText: 'Not Found' });
}

/** Magento reports missing entities (a CMS page, a product) with this error category. */
export function isNotFound(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.['category'] === 'graphql-no-such-entity');
  }
  return false;
}
