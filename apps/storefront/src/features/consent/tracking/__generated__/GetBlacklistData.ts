import type * as Types from '../../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

export const GetBlacklistDataDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetBlacklistData' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getBlacklistData' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'skus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'urls' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Types.GetBlacklistDataQuery, Types.GetBlacklistDataQueryVariables>;
