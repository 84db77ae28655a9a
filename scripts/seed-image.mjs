#!/usr/bin/env node
// One seeded embedded database for a whole test run. Migrating and seeding a new PGlite database
// takes ~11 s of one core on the 2-core CI machine, and `npm test` needs one for the API tests,
// the soak, the load test and the end-to-end shop: it builds the image once (after the build) and
// names it in SHOP_SEED_IMAGE; each of those starts from a copy of it (~2 s) instead.
//
//   node scripts/seed-image.mjs build FILE     migrate and seed a new database, write its image
//   node scripts/seed-image.mjs restore DIR    DIR (new or empty) becomes a copy of $SHOP_SEED_IMAGE;
//                                              without SHOP_SEED_IMAGE it does nothing (the shop
//                                              then migrates and seeds DIR itself)
//
// The image is PGlite's own dumpDataDir() tarball of the data folder: the API tests load it as it
// is (`loadDataDir`), and `tar` unpacks it into a folder the shop opens as PGLITE_DATA_DIR. It is
// built by the API in apps/commerce-api/dist, so it holds what that code migrates and seeds.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Migrates and seeds a new embedded database and writes its image to `file`; resolves to how long
 * that took (ms). `createCommerceApi` defaults to the built API's (apps/commerce-api/dist); the API
 * tests pass their source's. `log` receives the API's log lines.
 */
export async function buildSeedImage(file, { createCommerceApi, log = () => undefined } = {}) {
  const started = Date.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-seed-image-'));
  try {
    const dataDir = path.join(dir, 'pglite');
    const create =
      createCommerceApi ??
      (await import(pathToFileURL(path.join(root, 'apps/commerce-api/dist/index.js')).href))
        .createCommerceApi;
    const api = await create({
      dataDir,
      databaseUrl: '',
      mailDir: path.join(dir, 'mail'),
      adminSocket: false,
      log,
    });
    await api.close();
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = await PGlite.create({ dataDir });
    const image = await pg.dumpDataDir('none');
    await pg.close();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return Date.now() - started;
}

/**
 * Makes `dir` a copy of the image at SHOP_SEED_IMAGE. Returns false (and leaves `dir` alone) when
 * there is no image or `dir` already holds something.
 */
export function restoreSeedImage(dir, image = process.env.SHOP_SEED_IMAGE) {
  if (!image) return false;
  mkdirSync(dir, { recursive: true });
  if (readdirSync(dir).length > 0) return false;
  const res = spawnSync('tar', ['-xf', image, '-C', dir], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`Could not unpack ${image} into ${dir}: ${res.stderr || res.error}`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [command, target] = process.argv.slice(2);
  if (command === 'build' && target) {
    const ms = await buildSeedImage(path.resolve(target));
    console.log(`seeded database image ${target} built in ${(ms / 1000).toFixed(1)} s`);
  } else if (command === 'restore' && target) {
    restoreSeedImage(path.resolve(target));
  } else {
    console.error('Usage: node scripts/seed-image.mjs build FILE | restore DIR');
    process.exit(2);
  }
}
