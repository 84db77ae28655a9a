import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_SECURITY_HEADERS,
  httpSecurityFromEnv,
  INTROSPECTION_DISABLED,
  parseOrigins,
} from '../src/server/http-security.js';
import { DEFAULT_LIMITS } from '../src/server/limits.js';
import { startApi, type TestApi } from './helpers.js';

const EVIL = 'https://evil.example';
const PARTNER = 'https://partner.example';

let t: TestApi;
/** The same API as deployed in production: introspection off, one partner origin allowed, HSTS. */
let production: TestApi;
beforeAll(async () => {
  t = await startApi();
  production = await startApi(undefined, {
    security: { corsOrigins: [PARTNER], introspection: false, hstsMaxAge: 31_536_000, trustProxy: false },
  });
});
afterAll(async () => {
  await t?.cleanup();
  await production?.cleanup();
});

const QUERY = '{ storeConfig { store_code } }';

function request(api: TestApi, init: RequestInit & { url?: string } = {}) {
  return api.api.fetch(
    new Request(init.url ?? 'http://shop.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY }),
      ...init,
    }),
  );
}

function expectSecurityHeaders(res: Response, what: string) {
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
    expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
  expect(res.headers.get('content-security-policy'), what).toContain("frame-ancestors 'self'");
}

describe('security headers', () => {
  it('are on every API answer: queries, GET, errors, refusals, preflights and media', async () => {
    expectSecurityHeaders(await request(t), 'POST');
    expectSecurityHeaders(
      await request(t, {
        url: `http://shop.test/graphql?query=${encodeURIComponent(QUERY)}`,
        method: 'GET',
        body: null,
        headers: {},
      }),
      'GET',
    );
    expectSecurityHeaders(await request(t, { body: '{ not json' }), 'invalid JSON');
    expectSecurityHeaders(
      await request(t, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=x' }),
      '415',
    );
    expectSecurityHeaders(
      await request(t, { body: JSON.stringify({ query: QUERY, pad: 'x'.repeat(300 * 1024) }) }),
      '413',
    );
    expectSecurityHeaders(await request(t, { method: 'OPTIONS', body: null, headers: {} }), 'OPTIONS');
    const media = await t.api.fetch(new Request('http://shop.test/media/wysiwyg/home/hero-aurora.png'));
    expect(media.status).toBe(200);
    expectSecurityHeaders(media, 'media');
    const missing = await t.api.fetch(new Request('http://shop.test/media/nothing-here.png'));
    expectSecurityHeaders(missing, 'missing media');
  });

  it('adds HSTS only to requests that came over TLS, when configured', async () => {
    const tls = await request(production, { url: 'https://shop.test/graphql' });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await request(production);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // X-Forwarded-Proto counts only from a proxy the operator trusts (TRUST_PROXY=1).
    const claimed = await request(production, {
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    const byDefault = await request(t, { url: 'https://shop.test/graphql' });
    expect(byDefault.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(httpSecurityFromEnv({ HSTS_MAX_AGE: '0' }).hstsMaxAge).toBe(0);
  });
});

describe('CORS', () => {
  it('answers a foreign origin without any CORS grant: not reflected, no credentials', async () => {
    for (const api of [t, production]) {
      const preflight = await request(api, {
        method: 'OPTIONS',
        body: null,
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization',
        },
      });
      expect(preflight.status).toBeLessThan(500);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      expect(preflight.headers.get('access-control-allow-headers')).toBeNull();

      const post = await request(api, { headers: { 'content-type': 'application/json', origin: EVIL } });
      expect(post.headers.get('access-control-allow-origin')).toBeNull();
      expect(post.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('grants an origin on the CORS_ORIGINS allowlist by name, still without credentials', async () => {
    const preflight = await request(production, {
      method: 'OPTIONS',
      body: null,
      headers: { origin: PARTNER, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Store');
    const post = await request(production, {
      headers: { 'content-type': 'application/json', origin: PARTNER },
    });
    expect(post.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(post.headers.get('access-control-expose-headers')).toBe('X-Magento-Cache-Id');
  });

  it('reads the allowlist as exact origins and drops anything else', () => {
    expect(parseOrigins(' https://a.example/ ,http://b.example:8080 junk * null')).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(httpSecurityFromEnv({}).corsOrigins).toEqual([]);
  });
});

describe('CSRF-safe transport', () => {
  it('runs queries over GET but never mutations (Magento: mutations are POST only)', async () => {
    const get = (query: string) =>
      t.api.fetch(new Request(`http://shop.test/graphql?query=${encodeURIComponent(query)}`));
    const query = await get(QUERY);
    expect(query.status).toBe(200);
    const mutation = await get('mutation { createGuestCart { cart { id } } }');
    expect(mutation.status).toBe(405);
    const body = (await mutation.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toMatch(/mutation/i);
  });

  it('never executes a form-encoded, plain-text or multipart POST (no CORS preflight for those)', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await request(t, {
        headers: { 'content-type': type, origin: EVIL },
        body: 'query=mutation { createGuestCart { cart { id } } }',
      });
      expect(res.status, type).toBe(415);
    }
  });
});

describe('introspection', () => {
  it('is off in production unless GRAPHQL_INTROSPECTION says otherwise', () => {
    expect(httpSecurityFromEnv({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(httpSecurityFromEnv({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: '1' }).introspection).toBe(
      true,
    );
    expect(httpSecurityFromEnv({ NODE_ENV: 'development' }).introspection).toBe(true);
    expect(httpSecurityFromEnv({ GRAPHQL_INTROSPECTION: '0' }).introspection).toBe(false);
  });

  it('refuses __schema and __type when off, but keeps the storefront’s filter input lookup', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { name } }']) {
      const off = await production.gql(query);
      expect(off.status).toBeLessThan(500);
      expect(off.body.data ?? null).toBeNull();
      expect(off.body.errors?.[0]).toMatchObject({
        message: INTROSPECTION_DISABLED,
        extensions: { category: 'graphql-input' },
      });
    }
    const filter = await production.gql(
      '{ __type(name: "ProductAttributeFilterInput") { inputFields { name } } __typename }',
    );
    expect(filter.body.errors).toBeUndefined();
    expect(
      (filter.body.data as { __type: { inputFields: unknown[] } }).__type.inputFields.length,
    ).toBeGreaterThan(3);
    const on = await t.gql('{ __schema { queryType { name } } }');
    expect(on.body.errors).toBeUndefined();
  });

  it('counts __ fields towards the field (complexity) limit like any field', async () => {
    const fields = Array.from({ length: DEFAULT_LIMITS.maxCost + 1 }, () => '__typename').join(' ');
    const r = await t.gql(`{ ${fields} }`);
    expect(r.body.errors?.[0]?.message).toMatch(/^Max query complexity should be 1500 but got \d+\.$/);
    const schemaFields = Array.from({ length: 600 }, () => 'name kind description').join(' ');
    const wide = await t.gql(`{ __schema { types { ${schemaFields} } } }`);
    expect(wide.body.errors?.[0]?.message).toMatch(/^Max query complexity should be 1500/);
  });
});
