import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSeedImage } from '../../../scripts/seed-image.mjs';
import { createCommerceApi } from '../src/index.js';
import { dropDatabase, withAdminClient } from './pg-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a PGlite dumpDataDir() tarball holding the migrated and seeded database ('' on PostgreSQL). */
    seedDump: string;
    /** PostgreSQL only: the migrated and seeded database each test API copies ('' on PGlite). */
    pgTemplate: string;
  }
}

/**
 * Seeds one database for the whole run. On PGlite each test file starts from its dump in 1–2 s; on
 * PostgreSQL (DATABASE_URL) each test API gets its own copy of a seeded template database
 * (`CREATE DATABASE … TEMPLATE`) instead of migrating and seeding a schema of its own (~5 s).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  // Under `npm test` the run's seeded database image is such a dump already (scripts/seed-image.mjs).
  const image = process.env.SHOP_SEED_IMAGE;
  if (image && !url) {
    console.log(`[commerce-api tests] the run's seeded database image ${image}`);
    project.provide('seedDump', image);
    project.provide('pgTemplate', '');
    return;
  }
  const started = Date.now();
  const logs: string[] = [];
  const log = (m: string) => logs.push(m);
  const seeded = () =>
    console.log(
      `[commerce-api tests] ${logs.find((m) => m.includes('seed data')) ?? 'seeded'}; first boot ${Date.now() - started} ms`,
    );
  if (url) {
    const dir = mkdtempSync(join(tmpdir(), 'commerce-api-seed-'));
    const template = `shop_test_seed_${process.pid}`;
    await withAdminClient(url, async (admin) => {
      await dropDatabase(admin, template);
      await admin.query(`CREATE DATABASE ${template}`);
    });
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const api = await createCommerceApi({ dataDir: dir, databaseUrl: templateUrl.href, log });
    await api.close();
    seeded();
    project.provide('seedDump', '');
    project.provide('pgTemplate', template);
    return async () => {
      await withAdminClient(url, (admin) => dropDatabase(admin, template));
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const file = join(tmpdir(), `commerce-api-seed-${process.pid}.tar`);
  await buildSeedImage(file, { createCommerceApi, log });
  seeded();
  project.provide('seedDump', file);
  project.provide('pgTemplate', '');
  return () => rmSync(file, { force: true });
}
