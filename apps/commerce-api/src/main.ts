import { createServer } from 'node:http';
import { createCommerceApi } from './index.js';

/** Standalone API server for people who want the API alone: PORT (default 4000). */
const port = Number(process.env.PORT ?? 4000);
const api = await createCommerceApi();

const server = createServer((req, res) => {
  api
    .handle(req, res)
    .then((handled) => {
      if (!handled) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not Found');
      }
    })
    .catch((err: unknown) => {
      console.error('[commerce-api] request failed:', err instanceof Error ? err.message : String(err));
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
});

server.listen(port, () => console.log(`[commerce-api] GraphQL on http://localhost:${port}/graphql`));

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[commerce-api] ${signal}: closing`);
  server.close();
  server.closeAllConnections();
  await api.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
