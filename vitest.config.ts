import { defineConfig } from 'vitest/config';

/** Unit and API tests of every workspace, in one run. */
export default defineConfig({
  test: {
    projects: ['packages/ui', 'apps/commerce-api', 'apps/storefront'],
  },
});
