import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // @shop/ui is compiled from source here, as in the app build (the `source` export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'bundling/**/*.test.ts'],
    // Files share their worker's modules and environment instead of starting both anew (Vitest's
    // isolate): on the 2-core CI machine the run went from 82 to 63 s; every file passed
    // with the file order shuffled. A file that changes shared state must put it back.
    isolate: false,
    environment: 'node',
    server: { deps: { inline: ['@shop/ui'] } },
  },
});
