import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushErrorReports } from '../src/server/errorReporting.js';
import { GOOD_PASSWORD, signUp, startApi, type TestApi } from './helpers.js';

/**
 * Issue 23: unexpected errors go to Sentry through its own SDK when SENTRY_DSN is set, tagged with
 * the debug id the shopper sees, and without the shopper's token, password or cookies. Sentry is
 * stood in for by a local server that takes envelopes at /api/<project>/envelope/.
 */
const envelopes: string[] = [];
let sentry: Server;
let shop: Server;
let base: string;
let t: TestApi;
let failCmsBlocks = false;

beforeAll(async () => {
  sentry = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.url?.startsWith('/api/7/envelope/'))
        envelopes.push(
          (req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'),
        );
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  process.env.SENTRY_DSN = `http://publickey@127.0.0.1:${(sentry.address() as AddressInfo).port}/7`;
  t = await startApi(undefined, {
    onQuery: (sql) => {
      if (failCmsBlocks && sql.includes('cms_block')) throw new Error('boom in cms blocks');
    },
  });
  shop = createServer((req, res) => {
    void t.api.handle(req, res).then((handled) => handled || res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.SENTRY_DSN;
  shop?.close();
  sentry?.close();
  await t?.cleanup();
});

describe('error reporting (Sentry SDK, issue 23)', () => {
  it('sends an unexpected error with its debug id, and nothing of the signed-in shopper', async () => {
    const email = `report-${Date.now()}@example.com`;
    const password = `${GOOD_PASSWORD}-Report7`;
    const token = await signUp(t, email, { password });
    failCmsBlocks = true;
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        cookie: `shop_customer_token=${token}; other=cookie-value-99`,
        'x-request-id': 'report-req-1',
      },
      body: JSON.stringify({
        query: 'query($id: String!) { cmsBlocks(identifiers: [$id]) { items { identifier } } }',
        variables: { id: 'footer' },
      }),
    });
    failCmsBlocks = false;
    const body = (await res.json()) as { errors: { extensions: { debug_id: string } }[] };
    const debugId = body.errors[0]!.extensions.debug_id;
    expect(debugId).toMatch(/^[0-9A-F]{8}$/);
    await flushErrorReports();
    await expect.poll(() => envelopes.some((e) => e.includes(debugId)), { timeout: 5000 }).toBe(true);

    const envelope = envelopes.find((e) => e.includes(debugId))!;
    const event = envelope
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((item) => item.exception) as {
      tags: Record<string, string>;
      exception: { values: { value: string }[] };
      server_name: string;
    };
    expect(event.tags).toMatchObject({ debug_id: debugId, request_id: 'report-req-1' });
    expect(event.exception.values[0]!.value).toBe('boom in cms blocks');
    expect(event.server_name).toBe('commerce-api');
    const all = envelopes.join('\n');
    for (const secret of [token, password, email, 'cookie-value-99']) expect(all).not.toContain(secret);
  });
});
