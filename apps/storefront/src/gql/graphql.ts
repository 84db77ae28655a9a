/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** This enumeration defines the entity type. */
export type UrlRewriteEntityTypeEnum = 'CATEGORY' | 'CMS_PAGE' | 'PRODUCT';

export type CmsPageViewFragment = {
  identifier: string | null;
  url_key: string | null;
  title: string | null;
  content_heading: string | null;
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
} & { ' $fragmentName'?: 'CmsPageViewFragment' };

export type CmsPageQueryVariables = Exact<{
  identifier: string;
}>;

export type CmsPageQuery = {
  cmsPage:
    | ({ identifier: string | null } & { ' $fragmentRefs'?: { CmsPageViewFragment: CmsPageViewFragment } })
    | null;
};

export type ResolveRouteQueryVariables = Exact<{
  url: string;
}>;

export type ResolveRouteQuery = {
  route:
    | {
        __typename: 'CategoryTree';
        uid: string;
        id: number | null;
        url_key: string | null;
        relative_url: string | null;
        redirect_code: number;
        type: UrlRewriteEntityTypeEnum | null;
      }
    | ({
        __typename: 'CmsPage';
        identifier: string | null;
        relative_url: string | null;
        redirect_code: number;
        type: UrlRewriteEntityTypeEnum | null;
      } & { ' $fragmentRefs'?: { CmsPageViewFragment: CmsPageViewFragment } })
    | {
        __typename: 'ConfigurableProduct';
        uid: string;
        id: number | null;
        sku: string | null;
        url_key: string | null;
        relative_url: string | null;
        redirect_code: number;
        type: UrlRewriteEntityTypeEnum | null;
      }
    | {
        __typename: 'GiftCardProduct';
        uid: string;
        id: number | null;
        sku: string | null;
        url_key: string | null;
        relative_url: string | null;
        redirect_code: number;
        type: UrlRewriteEntityTypeEnum | null;
      }
    | {
        __typename: 'SimpleProduct';
        uid: string;
        id: number | null;
        sku: string | null;
        url_key: string | null;
        relative_url: string | null;
        redirect_code: number;
        type: UrlRewriteEntityTypeEnum | null;
      }
    | null;
};

export type ShellQueryVariables = Exact<{
  blocks?: Array<string | null | undefined> | string | null | undefined;
}>;

export type ShellQuery = {
  cmsBlocks: {
    items: Array<{ identifier: string | null; title: string | null; content: string | null } | null> | null;
  } | null;
  availableStores: Array<{
    store_code: string | null;
    store_name: string | null;
    default_display_currency_code: string | null;
    store_sort_order: number | null;
  } | null> | null;
};

export type StoreConfigQueryVariables = Exact<{ [key: string]: never }>;

export type StoreConfigQuery = {
  storeConfig: {
    store_code: string | null;
    store_name: string | null;
    locale: string | null;
    default_display_currency_code: string | null;
    base_currency_code: string | null;
    default_title: string | null;
    title_prefix: string | null;
    title_suffix: string | null;
    default_description: string | null;
    cms_home_page: string | null;
    header_logo_src: string | null;
    logo_alt: string | null;
    copyright: string | null;
    secure_base_media_url: string | null;
  } | null;
};

export const CmsPageViewFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CmsPageView' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content_heading' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_keywords' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CmsPageViewFragment, unknown>;
export const CmsPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CmsPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cmsPage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'identifier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CmsPageView' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CmsPageView' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content_heading' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_keywords' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CmsPageQuery, CmsPageQueryVariables>;
export const ResolveRouteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ResolveRoute' },
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
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CmsPageView' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CategoryTree' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
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
      name: { kind: 'Name', value: 'CmsPageView' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content_heading' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_keywords' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResolveRouteQuery, ResolveRouteQueryVariables>;
export const ShellDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Shell' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'blocks' } },
          type: { kind: 'ListType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cmsBlocks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'identifiers' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'blocks' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'availableStores' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'useCurrentGroup' },
                value: { kind: 'BooleanValue', value: false },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'store_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'default_display_currency_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'store_sort_order' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShellQuery, ShellQueryVariables>;
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StoreConfigQuery, StoreConfigQueryVariables>;
