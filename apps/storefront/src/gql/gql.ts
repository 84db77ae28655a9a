/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'fragment CmsPageView on CmsPage {\n  identifier\n  url_key\n  title\n  content_heading\n  content\n  meta_title\n  meta_description\n  meta_keywords\n}': typeof types.CmsPageViewFragmentDoc;
  'query CmsPage($identifier: String!) {\n  cmsPage(identifier: $identifier) {\n    identifier\n    ...CmsPageView\n  }\n}': typeof types.CmsPageDocument;
  'query ResolveRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on CmsPage {\n      identifier\n      ...CmsPageView\n    }\n    ... on CategoryTree {\n      uid\n      id\n      url_key\n    }\n    ... on ProductInterface {\n      uid\n      id\n      sku\n      url_key\n    }\n  }\n}': typeof types.ResolveRouteDocument;
  'query Shell($blocks: [String]) {\n  cmsBlocks(identifiers: $blocks) {\n    items {\n      identifier\n      title\n      content\n    }\n  }\n  availableStores(useCurrentGroup: false) {\n    store_code\n    store_name\n    default_display_currency_code\n    store_sort_order\n  }\n}': typeof types.ShellDocument;
  'query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    default_display_currency_code\n    base_currency_code\n    default_title\n    title_prefix\n    title_suffix\n    default_description\n    cms_home_page\n    header_logo_src\n    logo_alt\n    copyright\n    secure_base_media_url\n  }\n}': typeof types.StoreConfigDocument;
};
const documents: Documents = {
  'fragment CmsPageView on CmsPage {\n  identifier\n  url_key\n  title\n  content_heading\n  content\n  meta_title\n  meta_description\n  meta_keywords\n}':
    types.CmsPageViewFragmentDoc,
  'query CmsPage($identifier: String!) {\n  cmsPage(identifier: $identifier) {\n    identifier\n    ...CmsPageView\n  }\n}':
    types.CmsPageDocument,
  'query ResolveRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on CmsPage {\n      identifier\n      ...CmsPageView\n    }\n    ... on CategoryTree {\n      uid\n      id\n      url_key\n    }\n    ... on ProductInterface {\n      uid\n      id\n      sku\n      url_key\n    }\n  }\n}':
    types.ResolveRouteDocument,
  'query Shell($blocks: [String]) {\n  cmsBlocks(identifiers: $blocks) {\n    items {\n      identifier\n      title\n      content\n    }\n  }\n  availableStores(useCurrentGroup: false) {\n    store_code\n    store_name\n    default_display_currency_code\n    store_sort_order\n  }\n}':
    types.ShellDocument,
  'query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    default_display_currency_code\n    base_currency_code\n    default_title\n    title_prefix\n    title_suffix\n    default_description\n    cms_home_page\n    header_logo_src\n    logo_alt\n    copyright\n    secure_base_media_url\n  }\n}':
    types.StoreConfigDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment CmsPageView on CmsPage {\n  identifier\n  url_key\n  title\n  content_heading\n  content\n  meta_title\n  meta_description\n  meta_keywords\n}',
): (typeof documents)['fragment CmsPageView on CmsPage {\n  identifier\n  url_key\n  title\n  content_heading\n  content\n  meta_title\n  meta_description\n  meta_keywords\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CmsPage($identifier: String!) {\n  cmsPage(identifier: $identifier) {\n    identifier\n    ...CmsPageView\n  }\n}',
): (typeof documents)['query CmsPage($identifier: String!) {\n  cmsPage(identifier: $identifier) {\n    identifier\n    ...CmsPageView\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ResolveRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on CmsPage {\n      identifier\n      ...CmsPageView\n    }\n    ... on CategoryTree {\n      uid\n      id\n      url_key\n    }\n    ... on ProductInterface {\n      uid\n      id\n      sku\n      url_key\n    }\n  }\n}',
): (typeof documents)['query ResolveRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on CmsPage {\n      identifier\n      ...CmsPageView\n    }\n    ... on CategoryTree {\n      uid\n      id\n      url_key\n    }\n    ... on ProductInterface {\n      uid\n      id\n      sku\n      url_key\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Shell($blocks: [String]) {\n  cmsBlocks(identifiers: $blocks) {\n    items {\n      identifier\n      title\n      content\n    }\n  }\n  availableStores(useCurrentGroup: false) {\n    store_code\n    store_name\n    default_display_currency_code\n    store_sort_order\n  }\n}',
): (typeof documents)['query Shell($blocks: [String]) {\n  cmsBlocks(identifiers: $blocks) {\n    items {\n      identifier\n      title\n      content\n    }\n  }\n  availableStores(useCurrentGroup: false) {\n    store_code\n    store_name\n    default_display_currency_code\n    store_sort_order\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    default_display_currency_code\n    base_currency_code\n    default_title\n    title_prefix\n    title_suffix\n    default_description\n    cms_home_page\n    header_logo_src\n    logo_alt\n    copyright\n    secure_base_media_url\n  }\n}',
): (typeof documents)['query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    default_display_currency_code\n    base_currency_code\n    default_title\n    title_prefix\n    title_suffix\n    default_description\n    cms_home_page\n    header_logo_src\n    logo_alt\n    copyright\n    secure_base_media_url\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
