#!/usr/bin/env node
// `npm start`: build what the shop needs (cached by Turborepo), then serve API + storefront on one
// origin. Ctrl-C (SIGINT) or SIGTERM stops the server cleanly; its database stays in .data/.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };

console.log('Building the shop (cached after the first time)…');
const build = spawnSync(
  'npx',
  ['turbo', 'run', 'build', '--filter=@shop/storefront...', '--output-logs=errors-only'],
  { cwd: root, env, stdio: 'inherit' },
);
if (build.status !== 0) {
  console.error('The build failed; see the errors above.');
  process.exit(build.status ?? 1);
}

// A larger young generation for rendering: it allocates a lot of short-lived objects, and with V8's
// default (16 MB semi-spaces) the scavenger took ~16 % of a page's CPU; 64 MB semi-spaces rendered
// ~8 % more category pages a second than 32 (BENCHMARKS.md, issue 18). The render workers get it
// from the pool (SHOP_RENDER_WORKER_YOUNG_MB), so the main thread keeps V8's default and does not
// hold a young generation grown to 128 MB after a burst; only pages rendered on the main thread
// (SHOP_RENDER_WORKERS=0) need the flag.
const server = spawn(
  process.execPath,
  [
    ...(process.env.SHOP_RENDER_WORKERS === '0' ? ['--max-semi-space-size=64'] : []),
    'apps/storefront/dist/server-bin/server/index.js',
  ],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
// The terminal sends Ctrl-C to the whole process group; forward SIGTERM ourselves.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
