import { existsSync, unlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { Db } from '../db/client.js';
import { runAdminCommand } from './commands.js';

/**
 * The embedded database (PGlite) belongs to the one process that opened it, so while the shop runs
 * `npm run admin` cannot open it too. The running API listens on a Unix socket beside its data
 * folder instead: only someone who can reach that folder (who could read the database anyway) can
 * send commands. One JSON line in (the arguments), one JSON line out.
 */
export const adminSocketPath = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.admin.sock`;

export function listenForAdmin(
  db: Db,
  socketPath: string,
  log: (msg: string) => void,
  /** Wraps each command (the data version is re-read after it, so caches see its writes at once). */
  around: <T>(run: () => Promise<T>) => Promise<T> = (run) => run(),
): Server {
  if (existsSync(socketPath)) unlinkSync(socketPath); // left over from a process that was killed
  const server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (input.length > 4096) socket.destroy();
      if (!input.includes('\n')) return;
      let args: unknown;
      try {
        args = JSON.parse(input.slice(0, input.indexOf('\n')));
      } catch {
        args = null;
      }
      const valid = Array.isArray(args) && args.every((a) => typeof a === 'string');
      (valid
        ? around(() => runAdminCommand(db, args as string[]))
        : Promise.resolve({ code: 2, output: 'Bad request' })
      )
        .catch((err: unknown) => ({ code: 1, output: err instanceof Error ? err.message : String(err) }))
        .then((result) => socket.end(`${JSON.stringify(result)}\n`))
        .catch(() => socket.destroy());
    });
    socket.on('error', () => socket.destroy());
  });
  server.on('error', (err) => log(`admin socket unavailable: ${err.message}`));
  server.listen(socketPath);
  return server;
}
