import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from './apollo';

const FULL = gql`
  query Full($id: String!) {
    cart(cart_id: $id) {
      id
      prices {
        subtotal_including_tax {
          value
        }
        grand_total {
          value
        }
      }
    }
  }
`;
const SMALL = gql`
  query Small($id: String!) {
    cart(cart_id: $id) {
      id
      prices {
        subtotal_including_tax {
          value
        }
      }
    }
  }
`;

describe('Apollo cache policies', () => {
  it('merges cart totals from answers that asked for different parts of them', () => {
    const client = createApolloClient({ uri: 'http://127.0.0.1:9/graphql', storeCode: 'default', ssr: true });
    const id = 'c'.repeat(32);
    const money = (value: number) => ({ __typename: 'Money', value });
    client.cache.writeQuery({
      query: FULL,
      variables: { id },
      data: {
        cart: {
          __typename: 'Cart',
          id,
          prices: { __typename: 'CartPrices', subtotal_including_tax: money(10), grand_total: money(15) },
        },
      },
    });
    // A mini-cart style answer with only the subtotal must not drop the grand total.
    client.cache.writeQuery({
      query: SMALL,
      variables: { id },
      data: {
        cart: {
          __typename: 'Cart',
          id,
          prices: { __typename: 'CartPrices', subtotal_including_tax: money(20) },
        },
      },
    });
    const full = client.cache.readQuery<{
      cart: { prices: { subtotal_including_tax: { value: number }; grand_total: { value: number } } };
    }>({ query: FULL, variables: { id } });
    expect(full?.cart.prices.subtotal_including_tax.value).toBe(20);
    expect(full?.cart.prices.grand_total.value).toBe(15);
  });
});
