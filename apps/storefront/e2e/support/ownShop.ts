import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built shop server, wherever Playwright runs from (the repo root in `npm test`). */
const SERVER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/server-bin/server/index.js',
);

export interface OwnShop {
  base: string;
  /** Stops the shop (SIGTERM, waits for its exit) and removes its data folder. */
  stop: () => Promise<void>;
}

/**
 * Starts a shop of a spec's own (a fresh embedded database and mail folder) with settings the
 * shared e2e shop does not have, and waits until `/readyz` answers. Its log lines (stdout and
 * stderr, whole lines only) are appended to `logLines`.
 */
export async function startOwnShop(options: {
  port: number;
  /** Names the temporary data folder. */
  name: string;
  env: Record<string, string>;
  logLines: string[];
}): Promise<OwnShop> {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `shop-e2e-${options.name}-`));
  const shop: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
      MAIL_DIR: path.join(dataDir, 'mail'),
      RATE_LIMIT_FACTOR: '1000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [shop.stdout!, shop.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      options.logLines.push(...lines.filter(Boolean));
    });
  }
  const stop = async () => {
    if (shop.exitCode === null) {
      const exited = new Promise((r) => shop.once('exit', r));
      shop.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 170_000;
  for (;;) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, stop };
    if (Date.now() > deadline || shop.exitCode !== null) {
      await stop();
      throw new Error(`the shop did not start:\n${options.logLines.slice(-20).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
