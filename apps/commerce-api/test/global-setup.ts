import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createCommerceApi } from '../src/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a PGlite dumpDataDir() tarball holding the migrated and seeded database ('' on PostgreSQL). */
    seedDump: string;
  }
}

/** Seeds one PGlite database for the whole run; each test file starts from its dump in ~0.3 s. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('seedDump', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'commerce-api-seed-'));
  const started = Date.now();
  const logs: string[] = [];
  const api = await createCommerceApi({ dataDir: dir, databaseUrl: '', log: (m) => logs.push(m) });
  await api.close();
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create({ dataDir: dir });
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const file = join(dir, '..', `commerce-api-seed-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  console.log(
    `[commerce-api tests] ${logs.find((m) => m.includes('seed data')) ?? 'seeded'}; first boot ${Date.now() - started} ms`,
  );
  project.provide('seedDump', file);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(file, { force: true });
  };
}
