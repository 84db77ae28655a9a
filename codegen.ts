import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Generated from the commerce API's SDL (Magento 2.4 names): the storefront's typed documents and the
 * API's resolver types. `npm run codegen` rewrites both; `npm test` fails when either is stale.
 */
const config: CodegenConfig = {
  schema: 'apps/commerce-api/src/schema/*.graphql',
  // One operation per .graphql file; fragments live beside the component that renders them.
  documents: ['apps/storefront/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'apps/storefront/src/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: false,
        avoidOptionals: false,
        scalars: { ID: 'string' },
      },
    },
    // Resolver signatures for the API (parents, arguments, results), so resolver maps are checked
    // against the SDL instead of restating argument types by hand. Mappers name the domain models a
    // resolver returns where the GraphQL type is filled in by field resolvers.
    'apps/commerce-api/src/schema/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: false,
        contextType: '../../resolvers/context.js#ResolverContext',
        scalars: { ID: { input: 'string', output: 'string | number' } },
        mappers: {
          ProductInterface: '../../resolvers/models.js#RoutedProduct',
          PhysicalProductInterface: '../../resolvers/models.js#RoutedProduct',
          SimpleProduct: '../../resolvers/models.js#RoutedProduct',
          ConfigurableProduct: '../../resolvers/models.js#RoutedProduct',
          GiftCardProduct: '../../resolvers/models.js#RoutedProduct',
          CategoryInterface: '../../resolvers/models.js#RoutedCategory',
          CategoryTree: '../../resolvers/models.js#RoutedCategory',
          CmsPage: '../../resolvers/models.js#RoutedCmsPage',
          AmBlogPost: '../../domain/blog.js#BlogPostModel',
          AmBlogAuthor: '../../domain/blog.js#BlogAuthorModel',
          AmBlogCategory: '../../domain/blog.js#BlogCategoryModel',
          AmBlogComment: '../../domain/blog-comments.js#BlogCommentModel',
          Money: '../../resolvers/models.js#MoneyModel',
          OrderAddress: '../../domain/cart.js#CartAddress',
          Cart: '../../resolvers/cart-shape.js#CartModel',
          CartItemInterface: '../../resolvers/cart-shape.js#CartItemModel',
          SimpleCartItem: '../../resolvers/cart-shape.js#CartItemModel',
          ConfigurableCartItem: '../../resolvers/cart-shape.js#CartItemModel',
          GiftCardCartItem: '../../resolvers/cart-shape.js#CartItemModel',
          OrderItemInterface: '../../resolvers/cart-shape.js#OrderItemModel',
          OrderItem: '../../resolvers/cart-shape.js#OrderItemModel',
          MenuItem: '../../resolvers/models.js#MenuItemRow',
          SwatchDataInterface: '../../resolvers/models.js#SwatchModel',
          ColorSwatchData: '../../resolvers/models.js#SwatchModel',
          ImageSwatchData: '../../resolvers/models.js#SwatchModel',
          TextSwatchData: '../../resolvers/models.js#SwatchModel',
        },
      },
    },
    // Each document's TypedDocumentNode in a module of its own beside its .graphql file
    // (X.graphql → __generated__/X.ts), typed by gql/graphql: a lazy chunk ships only the
    // documents it imports. (Module names become chunk names, so they are kept short.)
    'apps/storefront/src/': {
      preset: 'near-operation-file',
      presetConfig: { folder: '__generated__', extension: '.ts', baseTypesPath: 'gql/graphql.ts' },
      // The preset cannot read introspection fields (dotansimha/graphql-code-generator-community#1288):
      // this one document is imported from gql/graphql instead.
      documents: ['apps/storefront/src/**/*.graphql', '!apps/storefront/src/**/FilterInputTypes.graphql'],
      plugins: ['typed-document-node'],
      config: { useTypeImports: true, importOperationTypesFrom: 'Types' },
    },
    'apps/storefront/src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { module: 'es2015', useExplicitTyping: true },
    },
  },
  hooks: {
    // Codegen passes the files it wrote; each is formatted like the rest of the repo.
    afterAllFileWrite: ['prettier --write'],
  },
};

export default config;
