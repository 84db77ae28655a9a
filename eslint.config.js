import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The storefront's layers (apps/storefront/README.md): app/ is the shell and imports anything;
 * platform/ knows no feature; a feature imports platform/, gql/, @shop/ui and other features'
 * public index.ts only; nothing imports app/.
 */
const storefront = './apps/storefront/src';
const features = readdirSync(new URL('./apps/storefront/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  {
    target: `${storefront}/platform`,
    from: [`${storefront}/features`, `${storefront}/app`],
    message: 'platform/ knows no feature and not the shell: move the code, or pass it in.',
  },
  {
    target: `${storefront}/features`,
    from: `${storefront}/app`,
    message: 'Nothing imports app/ (the shell plugs features in, not the other way round).',
  },
  ...features.map((feature) => ({
    target: `${storefront}/features/${feature}/components`,
    from: `${storefront}/features/${feature}/routes`,
    message:
      'Containers never import routes: a route composes its containers (move shared rules out of routes/).',
  })),
  ...features.map((feature) => ({
    target: `${storefront}/features/${feature}`,
    from: `${storefront}/features`,
    except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: `Import another feature through its public index.ts (features/<name>), never its internals.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'apps/storefront/src/gql/**',
      'apps/commerce-api/src/schema/generated/**',
      'apps/storefront/src/**/__generated__/**',
      '**/*.d.ts',
      '.data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // gql/graphql holds every document, and a module shared by chunks lands whole in one of them:
    // documents come from the __generated__/X.ts module beside their X.graphql (near-operation-file
    // preset), so a lazy page keeps its own. gql/graphql is for types; the gql index maps every
    // document for `graphql()`; fragment helpers come from gql/fragment-masking.
    files: ['apps/storefront/src/**/*.{ts,tsx}'],
    ignores: ['apps/storefront/src/gql/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)gql(/index)?$',
              message:
                'Import documents from __generated__/X beside X.graphql and helpers from gql/fragment-masking: the gql index bundles every document.',
            },
            {
              regex: '^react-dom/client$',
              message:
                'Import createRoot/hydrateRoot from platform/reactDom/reactDomClient: React DOM is evaluated there without error stacks (issue 18).',
            },
            {
              regex: '(^|/)gql/graphql$',
              allowTypeImports: true,
              message:
                'Import documents from __generated__/X beside X.graphql (so lazy pages keep theirs); gql/graphql is for types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers and import circles of the storefront (resolved like TypeScript does).
    files: ['apps/storefront/src/**/*.{ts,tsx}'],
    ignores: ['apps/storefront/src/gql/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/storefront/tsconfig.json' }),
      ],
      // no-cycle reads the imported files too: with TypeScript's parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Dynamic imports count too: a lazy chunk that imports its importer back is still a circle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Code that runs on the server's long-lived jsdom window: jsdom's selector engine registers
    // window listeners for every document it queries and never removes them, so one selector on a
    // parsed CMS page kept that page in memory for the life of the process (the SSR leak).
    files: ['apps/storefront/src/**/pagebuilder/parse.ts', 'apps/storefront/src/**/*.server.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee[property.name=/^(querySelector|querySelectorAll|matches|closest|webkitMatchesSelector)$/]',
          message:
            'No selectors on server-parsed documents (jsdom keeps every queried document alive): walk the tree (descendants / firstDescendant).',
        },
      ],
    },
  },
  {
    // Design values come from the theme contract only (house rule 2).
    files: ['packages/ui/src/**/*.css.ts'],
    ignores: ['packages/ui/src/themes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(|hsla?\\(/]',
          message: 'Use a colour from the theme contract (vars), not a raw colour.',
        },
        {
          selector: 'Literal[value=/^-?\\d+(\\.\\d+)?px$/]',
          message: 'Use a space/size token from the theme contract, not raw px.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
);
