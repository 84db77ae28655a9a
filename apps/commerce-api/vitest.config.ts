import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One worker keeps its modules and environment from file to file (root vitest.config.ts): 208 → 157 s.
    isolate: false,
    environment: 'node',
    // Passwords hash with scrypt N = 2^14 in tests (production: 2^17); each hash records its own cost.
    // Many test shoppers share one address ('unknown' or 127.0.0.1): the per-address limits are
    // tested with small explicit limits in test/rate-limit.test.ts instead.
    env: { CUSTOMER_SCRYPT_COST: '16384', RATE_LIMIT_FACTOR: '1000' },
    globalSetup: ['test/global-setup.ts'],
    // PGlite boots a WASM Postgres per file; give first boots room on slow CI machines.
    testTimeout: 30_000,
    // Files run side by side on both databases: each test API opens its own copy of the run's
    // seeded database (test/global-setup.ts).
    hookTimeout: 60_000,
  },
});
