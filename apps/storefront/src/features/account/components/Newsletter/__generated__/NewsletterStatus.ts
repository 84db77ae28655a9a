import type * as Types from '../../../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

export const NewsletterStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NewsletterStatus' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_subscribed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'newsletter_status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Types.NewsletterStatusQuery, Types.NewsletterStatusQueryVariables>;
