#!/usr/bin/env node
// Static server for storybook-static, through sirv (the library the shop serves its files with).
// Usage: node .storybook/serve-static.mjs [dir=storybook-static] [port=6007]
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import sirv from 'sirv';

const root = resolve(process.argv[2] ?? 'storybook-static');
const port = Number(process.argv[3] ?? process.env.PORT ?? 6007);
// dev: files are looked up per request (a rebuilt Storybook is served without a restart) and
// sent with `Cache-Control: no-cache`, so a test run never sees an older build.
const serve = sirv(root, { dev: true, etag: true });

const server = createServer((req, res) => serve(req, res));

server.listen(port, '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}`));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
