#!/usr/bin/env node
// Tree-shaking check of the published @shop/ui build (issue: importing one component pulls in only
// that component's code). Bundles a one-line app `import { X } from '@shop/ui'` against
// packages/ui/dist with Vite and lists which of the package's modules kept any code.
// Run after `npm run build -w @shop/ui`. Prints sizes for BENCHMARKS.md.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/ui/dist');

/** Component → the dist folders it may legitimately pull in besides its own. */
const CASES = {
  Button: ['components/Loader'],
  Heading: [],
  Image: ['components/Shimmer', 'components/Icon'],
  StatusView: ['components/Heading', 'components/Text', 'components/Stack'],
  Price: [],
  ProductCard: [
    'components/Image',
    'components/Shimmer',
    'components/Icon',
    'components/Price',
    'components/ProductLabel',
    'components/ProductLabels',
    'components/Swatch',
    'components/SwatchGroup',
    'components/Button',
    'components/Loader',
    // Its links are the app's registered link (LinkProvider), a plain <a> without one.
    'components/LinkProvider',
  ],
  SortSelect: ['components/Icon'],
};

async function bundle(code) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'treeshake-'));
  const entry = path.join(dir, 'entry.js');
  writeFileSync(entry, code);
  try {
    const out = await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      resolve: { alias: { '@shop/ui': path.join(dist, 'index.js') } },
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'out' },
        rollupOptions: {
          external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('@shop/ui'),
        },
      },
    });
    const chunk = (Array.isArray(out) ? out[0] : out).output.find((o) => o.type === 'chunk');
    const kept = Object.entries(chunk.modules)
      .filter(([, m]) => m.renderedLength > 0)
      .map(([id]) => path.relative(dist, id))
      .filter((id) => !id.startsWith('..'));
    return { kept, gzip: gzipSync(chunk.code).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let passed = 0;
let failed = 0;
const everything = await bundle(`export * from '@shop/ui';`);
console.log(`whole library (export *): ${(everything.gzip / 1000).toFixed(1)} KB gzip JS`);
for (const [name, allowed] of Object.entries(CASES)) {
  const { kept, gzip } = await bundle(`import { ${name} } from '@shop/ui';\nexport default ${name};`);
  const foreign = kept.filter(
    (id) =>
      id.startsWith('components/') &&
      !id.startsWith(`components/${name}/`) &&
      !allowed.some((a) => id.startsWith(`${a}/`)),
  );
  const ok = foreign.length === 0;
  if (ok) passed++;
  else failed++;
  console.log(
    `${ok ? '✓' : '✗'} import { ${name} }: ${(gzip / 1000).toFixed(1)} KB gzip JS, ${kept.length} modules kept` +
      (ok ? '' : `; pulled in other components: ${foreign.join(', ')}`) +
      (process.env.VERBOSE ? `\n    ${kept.join('\n    ')}` : ''),
  );
}
console.log(`tree-shaking: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
