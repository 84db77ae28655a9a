import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

export const WishlistConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WishlistConfig' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storeConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'magento_wishlist_general_is_enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enable_multiple_wishlists' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maximum_number_of_wishlists' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Types.WishlistConfigQuery, Types.WishlistConfigQueryVariables>;
