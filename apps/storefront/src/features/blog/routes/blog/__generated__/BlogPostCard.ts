import type * as Types from '../../../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export const BlogPostCardFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlogPostCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AmBlogPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'post_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'short_content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'list_thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'list_thumbnail_alt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'published_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'post_author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Types.BlogPostCardFragment, unknown>;
