import { ApolloLink, gql, type OperationVariables } from '@apollo/client';
import { Observable, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createUsedVariablesLink, usedVariables } from './usedVariables';

const query = gql`
  query Listing(
    $search: String
    $pageSize: Int = 12
    $unusedButDefined: Boolean
    $inFragment: Int
    $skuA: String
    $skuB: String
  ) {
    products(search: $search, pageSize: $pageSize, filter: { sku: { in: [$skuA, $skuB] } }) {
      ...Page
    }
  }
  fragment Page on Products {
    items(limit: $inFragment) {
      sku
    }
  }
`;

describe('usedVariables', () => {
  it('names the variables the document uses, in lists and fragments too, and not those only defined', () => {
    expect([...usedVariables(query)].sort()).toEqual(['inFragment', 'pageSize', 'search', 'skuA', 'skuB']);
    expect(usedVariables(query)).toBe(usedVariables(query));
  });

  it('sends only those, without changing the caller’s variables', async () => {
    let sent: OperationVariables | undefined;
    const terminal = new ApolloLink((operation) => {
      sent = operation.variables;
      return new Observable((observer) => {
        observer.next({ data: {} });
        observer.complete();
      });
    });
    const variables = { search: 'rose', unusedButDefined: true, extra: 'x', pageSize: 6, skuA: 'A' };
    await firstValueFrom(
      ApolloLink.execute(
        ApolloLink.from([createUsedVariablesLink(), terminal]),
        { query, variables },
        {
          client: {} as never,
        },
      ),
    );
    expect(sent).toEqual({ search: 'rose', pageSize: 6, skuA: 'A' });
    expect(variables).toEqual({ search: 'rose', unusedButDefined: true, extra: 'x', pageSize: 6, skuA: 'A' });
  });
});
