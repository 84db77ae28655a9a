import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLogger, logLevelFromEnv, logRequestWhenDone, requestIdFrom } from '../src/server/log.js';
import { GOOD_PASSWORD, startApi, type TestApi } from './helpers.js';

const lines: string[] = [];
let failCmsBlocks = false;
let t: TestApi;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await startApi(undefined, {
    log: (line) => lines.push(line),
    onQuery: (sql) => {
      if (failCmsBlocks && sql.includes('cms_block')) throw new Error('boom');
    },
  });
  server = createServer((req, res) => {
    void t.api.handle(req, res).then((handled) => handled || res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await t?.cleanup();
});

const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

async function post(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { res, body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] } };
}

describe('server logs (issue 23)', () => {
  it('are JSON lines with a request id, a line per request, and never a token, password or cookie', async () => {
    const email = `log-${Date.now()}@example.com`;
    const password = `${GOOD_PASSWORD}-Secret9`;
    lines.length = 0;
    await post(
      `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      { input: { firstname: 'Lia', lastname: 'Log', email, password } },
    );
    const signIn = await post(
      `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      { e: email, p: password },
    );
    const token = (signIn.body.data!.generateCustomerToken as { token: string }).token;
    expect(token.length).toBeGreaterThan(20);
    const me = await post(
      '{ customer { email } }',
      {},
      {
        authorization: `Bearer ${token}`,
        'x-authorization': token,
        cookie: `shop_session=${token}; other=cookie-value-77`,
        'x-request-id': 'lb-7f3a-42',
      },
    );
    expect(me.body.data).toEqual({ customer: { email } });
    expect(me.res.headers.get('x-request-id')).toBe('lb-7f3a-42');

    const all = lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(password);
    expect(all).not.toContain('cookie-value-77');
    expect(all).not.toContain(email);

    const requests = parsed().filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(3);
    for (const line of requests) {
      expect(line).toMatchObject({
        name: 'commerce-api',
        level: 'info',
        method: 'POST',
        path: '/graphql',
        status: 200,
      });
      expect(line.reqId).toEqual(expect.any(String));
      expect(typeof line.time).toBe('string');
    }
    expect(requests[2]!.reqId).toBe('lb-7f3a-42');
    expect(new Set(requests.map((l) => l.reqId)).size).toBe(3);
  });

  it('log answered build files at debug only, a missing one at info', () => {
    const answer = (level: 'info' | 'debug', url: string, status: number) => {
      const written: string[] = [];
      const logger = createLogger({ name: 'storefront', level, write: (line) => written.push(line) });
      const res = Object.assign(new EventEmitter(), { statusCode: status, writableFinished: true });
      logRequestWhenDone(
        logger,
        { url, method: 'GET' } as IncomingMessage,
        res as unknown as ServerResponse,
        {
          routine: (path) => path.startsWith('/assets/'),
        },
      );
      res.emit('close');
      return written.map((line) => JSON.parse(line) as Record<string, unknown>);
    };
    expect(answer('info', '/assets/entry-abc.js', 200)).toEqual([]);
    expect(answer('info', '/assets/entry-abc.js', 304)).toEqual([]);
    expect(answer('info', '/assets/entry-old.js', 404)).toMatchObject([
      { level: 'info', msg: 'request', path: '/assets/entry-old.js', status: 404 },
    ]);
    expect(answer('debug', '/assets/entry-abc.js', 200)).toMatchObject([
      { level: 'debug', msg: 'request', path: '/assets/entry-abc.js', status: 200 },
    ]);
    expect(answer('info', '/skincare.html', 200)).toMatchObject([{ level: 'info', path: '/skincare.html' }]);
  });

  it('replace an unsafe X-Request-Id with a new one', async () => {
    for (const unsafe of ['a'.repeat(65), 'id with spaces', '<script>', '-leading-dash']) {
      lines.length = 0;
      const { res } = await post('{ __typename }', {}, { 'x-request-id': unsafe });
      const echoed = res.headers.get('x-request-id')!;
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
      expect(parsed().find((l) => l.msg === 'request')?.reqId).toBe(echoed);
    }
    expect(requestIdFrom('edge:1.2_3-x')).toBe('edge:1.2_3-x');
    expect(requestIdFrom('bad\nid')).not.toBe('bad\nid');
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('mask an unexpected error with a debug id that is also in its log line, under the request id', async () => {
    lines.length = 0;
    failCmsBlocks = true;
    const { res, body } = await post('{ cmsBlocks(identifiers: ["footer"]) { items { identifier } } }', {});
    failCmsBlocks = false;
    const error = body.errors?.[0] as { message: string; extensions: { debug_id: string; category: string } };
    expect(error.message).toBe('Internal server error');
    expect(error.extensions.category).toBe('internal');
    expect(error.extensions.debug_id).toMatch(/^[0-9A-F]{8}$/);
    const line = parsed().find((l) => l.debugId === error.extensions.debug_id);
    expect(line).toMatchObject({ level: 'error', msg: 'unexpected error', err: 'Error: boom' });
    expect(line?.reqId).toBe(res.headers.get('x-request-id'));
  });
});

describe('createLogger', () => {
  it('cuts secrets out of logged objects, whatever the nesting', () => {
    const out: string[] = [];
    const logger = createLogger({ name: 'x', level: 'info', write: (l) => out.push(l) });
    logger.info(
      {
        headers: { authorization: 'Bearer tok-1', cookie: 'sid=cookie-2', accept: 'text/html' },
        input: { password: 'pw-3', email: 'a@b.c' },
        payment: { card: '4111111111111111', cc_cid: '737' },
        variables: { anything: 'var-4' },
        token: 'tok-5',
      },
      'probe',
    );
    const text = out.join('\n');
    for (const secret of ['tok-1', 'cookie-2', 'pw-3', '4111111111111111', '737', 'var-4', 'tok-5'])
      expect(text).not.toContain(secret);
    expect(JSON.parse(out[0]!)).toMatchObject({
      headers: { accept: 'text/html', authorization: '[redacted]' },
    });
  });

  it('escapes control characters in messages and fields, so no line can be forged', () => {
    const out: string[] = [];
    const logger = createLogger({ name: 'x', level: 'info', write: (l) => out.push(l) });
    logger.warn({ cartId: 'abc\n{"level":"info","msg":"forged"}\u2028' }, 'cart "x\r\ny\u0085"');
    expect(out).toHaveLength(1);
    const line = JSON.parse(out[0]!) as { cartId: string; msg: string };
    expect(line.cartId).toBe('abc\\n{"level":"info","msg":"forged"}\\u2028');
    expect(line.msg).toBe('cart "x\\r\\ny\\u0085"');
  });

  it('takes its level from LOG_LEVEL, info by default', () => {
    expect(logLevelFromEnv({})).toBe('info');
    expect(logLevelFromEnv({ LOG_LEVEL: 'silent' })).toBe('silent');
    expect(logLevelFromEnv({ LOG_LEVEL: 'WARN' })).toBe('warn');
    expect(logLevelFromEnv({ LOG_LEVEL: 'loud' })).toBe('info');
    const out: string[] = [];
    createLogger({ name: 'x', level: 'warn', write: (l) => out.push(l) }).info('hidden');
    expect(out).toEqual([]);
  });
});
