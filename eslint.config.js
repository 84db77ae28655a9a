import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'apps/storefront/src/gql/**',
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
    // The generated gql index maps every document for `graphql()`; importing it puts every
    // operation of the app into the first-load bundle. Import documents from gql/graphql and
    // fragment helpers from gql/fragment-masking instead.
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
                'Import from gql/documents/<Name> or gql/fragment-masking: the gql index bundles every document.',
            },
            {
              regex: '(^|/)gql/graphql$',
              allowTypeImports: true,
              message:
                'Import documents from gql/documents/<Name> (one module each, so lazy pages keep theirs); gql/graphql is for types only.',
            },
          ],
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
