import { existsSync, readdirSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)].filter(
  (name) => !name.startsWith('@vanilla-extract/css'),
);

/**
 * One entry per component and block folder, so `@shop/ui/components/X` and `@shop/ui/blocks/X`
 * (package.json `exports`) find `dist/<kind>/X/index.js` — re-export-only modules are otherwise
 * folded away by preserveModules.
 */
const folderEntries = Object.fromEntries(
  ['components', 'blocks'].flatMap((kind) =>
    readdirSync(`src/${kind}`, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(`src/${kind}/${d.name}/index.ts`))
      .map((d) => [`${kind}/${d.name}/index`, `src/${kind}/${d.name}/index.ts`]),
  ),
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
      entry: { index: 'src/index.ts', css: 'src/css.ts', ...folderEntries },
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
