import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit and API tests of every workspace, in one run. */
export default defineConfig({
  test: {
    projects: ['packages/ui', 'apps/commerce-api', 'apps/storefront'],
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine that is one
    // file at a time, and each file spends much of its time starting its process (CPU ~65 % busy).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
