import type * as Types from '../../../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

export const MoveProductsBetweenWishlistsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveProductsBetweenWishlists' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sourceWishlistUid' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'destinationWishlistUid' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'wishlistItems' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'WishlistItemMoveInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveProductsBetweenWishlists' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sourceWishlistUid' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sourceWishlistUid' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'destinationWishlistUid' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'destinationWishlistUid' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'wishlistItems' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'wishlistItems' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user_errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  Types.MoveProductsBetweenWishlistsMutation,
  Types.MoveProductsBetweenWishlistsMutationVariables
>;
