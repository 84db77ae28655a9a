import type * as Types from '../../../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

export const CopyProductsBetweenWishlistsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CopyProductsBetweenWishlists' },
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
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'WishlistItemCopyInput' } },
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
            name: { kind: 'Name', value: 'copyProductsBetweenWishlists' },
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
  Types.CopyProductsBetweenWishlistsMutation,
  Types.CopyProductsBetweenWishlistsMutationVariables
>;
