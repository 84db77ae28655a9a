import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { runAdminCommand, type AdminResult } from './commands.js';
import { adminSocketPath } from './socket.js';

/**
 * `npm run admin -- comments list|approve ID|reject ID`, `pro list|approve EMAIL|reject EMAIL`. With PostgreSQL (DATABASE_URL) it opens
 * the database; with the embedded database it asks the running shop through its admin socket, or
 * opens the data folder itself when no shop is running.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = process.env.PGLITE_DATA_DIR ?? join(repoRoot, '.data/pglite');
const args = process.argv.slice(2);

function viaSocket(path: string): Promise<AdminResult> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(args)}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer) as AdminResult);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
    socket.on('error', reject);
  });
}

async function direct(): Promise<AdminResult> {
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  try {
    await migrate(db, () => undefined);
    return await runAdminCommand(db, args);
  } finally {
    await db.close();
  }
}

const socketPath = adminSocketPath(dataDir);
let result: AdminResult;
if (!process.env.DATABASE_URL && existsSync(socketPath)) {
  result = await viaSocket(socketPath).catch(() => direct());
} else {
  result = await direct();
}
(result.code === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
process.exitCode = result.code;
