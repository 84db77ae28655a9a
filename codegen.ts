import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the storefront, generated from the commerce API's SDL (Magento 2.4 names).
 * `npm run codegen` rewrites apps/storefront/src/gql; `npm test` fails when it is stale.
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
    'apps/storefront/src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { module: 'es2015', useExplicitTyping: true },
    },
  },
  hooks: {
    // Each document also gets a module of its own (see the script), then everything is formatted.
    afterAllFileWrite: ['node scripts/split-gql-documents.mjs', 'prettier --write apps/storefront/src/gql'],
  },
};

export default config;
