import { describe, expect, it } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { createStaticHandler } from 'react-router';
import type { RouteDeps } from '../platform/routing/deps';
import { createRoutes, DEPS_FROM_REQUEST_CONTEXT } from './router';

/** Deps whose Apollo client fails every query with its own name, counting the queries. */
function failingDeps(name: string) {
  const calls = { count: 0 };
  const apollo = {
    query: async () => {
      calls.count++;
      throw new Error(`answered by ${name}`);
    },
  } as unknown as ApolloClient;
  const deps: RouteDeps = { apollo, storeCode: 'en', basename: '/' };
  return { deps, calls };
}

const messagesOf = (errors: Record<string, unknown> | null) =>
  Object.values(errors ?? {}).map((e) => (e instanceof Error ? e.message : String(e)));

describe('the server’s shared route table', () => {
  const handler = createStaticHandler(createRoutes(DEPS_FROM_REQUEST_CONTEXT), { basename: '/' });

  it('gives each request’s loaders that request’s deps, also when requests overlap', async () => {
    const a = failingDeps('A');
    const b = failingDeps('B');
    const [first, second] = await Promise.all([
      handler.query(new Request('http://shop.test/about'), { requestContext: a.deps }),
      handler.query(new Request('http://shop.test/about'), { requestContext: b.deps }),
    ]);
    if (first instanceof Response || second instanceof Response) throw new Error('unexpected redirect');
    expect(a.calls.count).toBeGreaterThan(0);
    expect(b.calls.count).toBe(a.calls.count);
    expect(messagesOf(first.errors)).toContain('answered by A');
    expect(messagesOf(first.errors)).not.toContain('answered by B');
    expect(messagesOf(second.errors)).toContain('answered by B');
    expect(messagesOf(second.errors)).not.toContain('answered by A');
  });

  it('refuses a query without the request’s deps instead of sharing any', async () => {
    const context = await handler.query(new Request('http://shop.test/about'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    expect(messagesOf(context.errors)).toContain(
      "A shared route table was queried without the request's deps",
    );
  });
});
