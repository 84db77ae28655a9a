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
    // One worker keeps its modules and environment from file to file (root vitest.config.ts): 82 → 63 s.
    isolate: false,
    environment: 'node',
    server: { deps: { inline: ['@shop/ui'] } },
  },
});
