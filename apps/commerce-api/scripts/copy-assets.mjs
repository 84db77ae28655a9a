// Copies non-TS assets into dist so `node dist/main.js` runs without src/:
// SQL migrations, SDL files, and a concatenated dist/schema.graphql for tooling.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');

const dirs = ['db/migrations', 'schema', 'db/seed/assets'];
for (const rel of dirs) {
  const from = join(src, rel);
  if (!existsSync(from)) continue;
  mkdirSync(join(dist, rel), { recursive: true });
  cpSync(from, join(dist, rel), {
    recursive: true,
    filter: (p) => !p.endsWith('.ts'),
  });
}

// The embedded database's worker thread is plain JavaScript, loaded by path (db/pglite-host.ts).
cpSync(join(src, 'db/pglite-worker.mjs'), join(dist, 'db/pglite-worker.mjs'));

const schemaDir = join(src, 'schema');
const files = readdirSync(schemaDir)
  .filter((f) => f.endsWith('.graphql'))
  .sort();
const sdl = files
  .map((f) => `# ---- ${f} ----\n${readFileSync(join(schemaDir, f), 'utf8').trim()}\n`)
  .join('\n');
writeFileSync(join(dist, 'schema.graphql'), sdl);
console.log(`copy-assets: ${files.length} SDL files, migrations copied to dist/`);
