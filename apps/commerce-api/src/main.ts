import { createServer } from 'node:http';
import { createCommerceApi } from './index.js';
import { createLifecycle, lifecycleTimingsFromEnv } from './server/lifecycle.js';
import { createLogger, messageLog } from './server/log.js';

/** Standalone API server for people who want the API alone: PORT (default 4000). */
const port = Number(process.env.PORT ?? 4000);
const logger = createLogger({ name: 'commerce-api' });
const log = messageLog(logger);
const api = await createCommerceApi({ logger });

const server = createServer((req, res) => {
  lifecycle
    .handle(req, res)
    .then((answered) => answered || api.handle(req, res))
    .then((handled) => {
      if (!handled) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not Found');
      }
    })
    .catch((err: unknown) => {
      logger.error({ err: err instanceof Error ? err.message : String(err) }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
});
const lifecycle = createLifecycle(server, { ready: () => api.ready(), log, ...lifecycleTimingsFromEnv() });

server.listen(port, () => log(`GraphQL on http://localhost:${port}/graphql`));

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  await lifecycle.drain(signal);
  await api.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
