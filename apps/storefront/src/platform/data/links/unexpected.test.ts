import { ApolloClient, ApolloLink, execute, gql, InMemoryCache, type Operation } from '@apollo/client';
import { firstValueFrom, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createHeadersLink } from './headers';

async function run(answer: {
  data: null;
  errors: { message: string; extensions?: Record<string, unknown> }[];
}) {
  const seen: unknown[] = [];
  const link = ApolloLink.from([
    createHeadersLink({ storeCode: 'en', rememberCacheId: true, onUnexpectedError: (id) => seen.push(id) }),
    new ApolloLink(() => of(answer)),
  ]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const result = await firstValueFrom(
    execute(
      link,
      {
        query: gql`
          {
            storeConfig {
              store_code
            }
          }
        `,
      } as unknown as Operation,
      { client },
    ),
  );
  return { result, seen };
}

describe('unexpected server errors (spec §4/§8, issue 23)', () => {
  it("are reported with the API's debug id, once per answer, and the answer goes on unchanged", async () => {
    const answer = {
      data: null,
      errors: [
        { message: 'Internal server error', extensions: { category: 'internal', debug_id: 'ABCDEF01' } },
      ],
    };
    const { result, seen } = await run(answer);
    expect(result).toBe(answer);
    expect(seen).toEqual(['ABCDEF01']);
  });

  it('leave expected errors (not found, input) alone', async () => {
    const { seen } = await run({
      data: null,
      errors: [{ message: 'Could not find a cart', extensions: { category: 'graphql-no-such-entity' } }],
    });
    expect(seen).toEqual([]);
  });
});
