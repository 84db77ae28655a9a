import type { ApolloClient } from '@apollo/client';
import { data as routeData } from 'react-router';
// The near-operation-file preset cannot read introspection queries (graphql-code-generator-community
// #1288), so this one document comes from gql/graphql; the bundle keeps only it from that module.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { FilterInputTypesDocument } from '../../../../gql/graphql';
import type { ProductAttributeFilterInput } from '../../../../gql/graphql';
import { listingVariables, type ListingState } from './categoryQuery';

/**
 * The `products` arguments of a listing (category or search): the server's filter input types by
 * introspection (spec §7, cached by Apollo), then the URL's filters and sort. A filter the server
 * does not know, or a malformed range, is the request's fault: HTTP 400, never a crash (spec §4).
 */
export async function loadListingArgs(
  apollo: ApolloClient,
  state: ListingState,
  base: ProductAttributeFilterInput,
) {
  const { data } = await apollo.query({ query: FilterInputTypesDocument });
  const filterTypes = Object.fromEntries(
    (data?.__type?.inputFields ?? []).map((f) => [f.name, f.type.name ?? '']),
  );
  try {
    return { filterTypes, variables: listingVariables(state, filterTypes, base) };
  } catch {
    // listingVariables only throws for input it cannot use (UnknownFilterTypeError, bad ranges).
    throw routeData(null, { status: 400, statusText: 'Bad Request' });
  }
}
