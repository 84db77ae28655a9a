import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // PGlite boots a WASM Postgres per file; give first boots room on slow CI machines.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
