import type * as Types from '../../../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

export const BlogRouteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BlogRoute' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'url' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'route' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'url' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'url' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redirect_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AmBlogPost' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BlogPostCard' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'post_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'short_content' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'published_at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'full_content' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'post_thumbnail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'post_thumbnail_alt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'related_post_ids' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'canonical_url' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'post_author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'author_id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'job_title' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'post_categories' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'post_tags' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'tag_id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'post_translations' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AmBlogCategory' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
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
} as unknown as DocumentNode<Types.BlogRouteQuery, Types.BlogRouteQueryVariables>;
