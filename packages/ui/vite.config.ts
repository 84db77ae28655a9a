import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)].filter(
  (name) => !name.startsWith('@vanilla-extract/css'),
);

// Library build: ESM, one module per source file (tree-shakeable), all CSS in dist/ui.css.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    cssCodeSplit: false,
    lib: {
      entry: { index: 'src/index.ts', css: 'src/css.ts' },
      formats: ['es'],
      cssFileName: 'ui',
    },
    rollupOptions: {
      external: (id) =>
        external.some((name) => id === name || id.startsWith(`${name}/`)) || /^react(-dom)?(\/|$)/.test(id),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
