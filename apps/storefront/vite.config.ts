import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * One config, two builds: `vite build` makes the browser bundle (with a manifest the server reads
 * to link each route's chunks and CSS), `vite build --ssr` the server renderer. `@shop/ui` is
 * compiled from source (the `source` export condition) so only the components a route uses ship,
 * CSS included.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // The server pre-parses message catalogues to ICU ASTs, so browsers never need the parser.
    alias: isSsrBuild
      ? []
      : [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
  },
  ssr: {
    noExternal: ['@shop/ui'],
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
  },
  build: {
    manifest: !isSsrBuild,
    sourcemap: true,
    target: 'es2022',
    emptyOutDir: true,
    rollupOptions: isSsrBuild
      ? undefined
      : {
          input: 'src/entry.client.tsx',
          // React and its JSX runtime stay one chunk (shared by the entry and every lazy chunk).
          // Left alone, Rolldown splits them into two whenever some chunk uses React without
          // JSX, which costs every page a request and ~0.3 KB gzip.
          output: {
            codeSplitting: { groups: [{ name: 'jsx-runtime', test: /node_modules[\\/]react[\\/]/ }] },
          },
        },
  },
}));
