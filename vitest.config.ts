import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit and API tests of every workspace, in one run. */
export default defineConfig({
  test: {
    projects: ['packages/ui', 'apps/commerce-api', 'apps/storefront'],
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine that is one
    // file at a time, and each file spends much of its time starting its process (CPU ~65 % busy).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Each project sets `isolate: false`: a worker keeps its modules and environment from file to
    // file instead of starting both anew (368 → 229 s for the three projects on the 2-core CI
    // machine; every file passed with the file order shuffled). A test file that changes shared
    // state must put it back.
  },
});
