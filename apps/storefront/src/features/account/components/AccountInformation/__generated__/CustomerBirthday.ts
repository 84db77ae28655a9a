import type * as Types from '../../../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

export const CustomerBirthdayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CustomerBirthday' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date_of_birth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date_of_birth_changes_left' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Types.CustomerBirthdayQuery, Types.CustomerBirthdayQueryVariables>;
