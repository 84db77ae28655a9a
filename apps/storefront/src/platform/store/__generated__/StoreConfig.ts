import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

export const StoreConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StoreConfig' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'store_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'default_display_currency_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'base_currency_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'default_title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title_prefix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title_suffix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'default_description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cms_home_page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'header_logo_src' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logo_alt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'copyright' } },
                { kind: 'Field', name: { kind: 'Name', value: 'secure_base_media_url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amblog_enabled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Types.StoreConfigQuery, Types.StoreConfigQueryVariables>;
