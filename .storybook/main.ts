import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

process.env.STORYBOOK_DISABLE_TELEMETRY ??= '1';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // The CMS author preview renders the app's Page Builder renderer (fixture data, no network).
    '../apps/storefront/src/features/content/pagebuilder/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // Sample product images for Image stories (served locally: no network in tests).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(cfg) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    return mergeConfig(cfg, {
      plugins: [vanillaExtractPlugin()],
      // As in the app build: @shop/ui entry points (e.g. `@shop/ui/blocks/Row`) from source.
      resolve: { conditions: ['source', ...defaultClientConditions] },
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    });
  },
};

export default config;
