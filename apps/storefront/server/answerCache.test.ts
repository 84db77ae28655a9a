import { describe, expect, it } from 'vitest';
import { AnswerCache, sharedLifetime, type Answer } from './answerCache';

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const answer = (cacheControl: string | null, extra: [string, string][] = [], status = 200): Answer => ({
  status,
  headers: [
    ['content-type', 'application/json'],
    ...(cacheControl ? [['cache-control', cacheControl] as [string, string]] : []),
    ...extra,
  ],
  body: '{"data":{"storeConfig":{"store_code":"en"}}}',
});
const URL_A = 'http://commerce-api.internal/graphql?query=query+StoreConfig%7B…%7D';
const GUEST: [string, string][] = [
  ['store', 'en'],
  ['customer-group', '0'],
];

describe('sharedLifetime: what the API lets a shared cache keep (issue 18)', () => {
  it('keeps public answers for their s-maxage', () => {
    expect(sharedLifetime(answer(SHARED))).toBe(60);
  });
  it.each([
    ['no-store', answer('no-store')],
    ['private', answer('public, private, s-maxage=60')],
    ['no-cache', answer('public, no-cache, s-maxage=60')],
    ['public without s-maxage', answer('public, max-age=60')],
    ['no Cache-Control', answer(null)],
    ['a cookie set', answer(SHARED, [['set-cookie', 'a=b']])],
    ['not 200', answer(SHARED, [], 500)],
  ])('keeps nothing with %s', (_, a) => {
    expect(sharedLifetime(a)).toBe(0);
  });
});

describe('AnswerCache', () => {
  it('answers a request again only with the same URL, headers and data version', () => {
    const cache = new AnswerCache(1 << 20, 100);
    const key = cache.key('1.0', 'GET', URL_A, GUEST)!;
    cache.offer(key, answer(SHARED));
    // The request id differs on every request and is not part of the key.
    expect(cache.get(cache.key('1.0', 'GET', URL_A, [...GUEST, ['x-request-id', 'r2']])!)?.body).toContain(
      'en',
    );
    expect(
      cache.get(
        cache.key('1.0', 'GET', URL_A, [
          ['store', 'de'],
          ['customer-group', '0'],
        ])!,
      ),
    ).toBeUndefined();
    expect(
      cache.get(
        cache.key('1.0', 'GET', URL_A, [
          ['store', 'en'],
          ['customer-group', '2'],
        ])!,
      ),
    ).toBeUndefined();
    expect(cache.get(cache.key('1.0', 'GET', `${URL_A}&variables=%7B%7D`, GUEST)!)).toBeUndefined();
  });

  it('a new data version empties it', () => {
    const cache = new AnswerCache(1 << 20, 100);
    cache.offer(cache.key('1.0', 'GET', URL_A, GUEST)!, answer(SHARED));
    expect(cache.get(cache.key('1.1', 'GET', URL_A, GUEST)!)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.get(cache.key('1.0', 'GET', URL_A, GUEST)!)).toBeUndefined();
  });

  it('never looks up or keeps a request with credentials, nor anything but GET', () => {
    const cache = new AnswerCache(1 << 20, 100);
    expect(cache.key('1.0', 'GET', URL_A, [...GUEST, ['Authorization', 'Bearer x']])).toBeNull();
    expect(cache.key('1.0', 'GET', URL_A, [...GUEST, ['cookie', 'shop_session=x']])).toBeNull();
    expect(cache.key('1.0', 'POST', URL_A, GUEST)).toBeNull();
  });

  it('keeps answers the API did not mark shareable out, and drops kept ones after s-maxage', () => {
    const cache = new AnswerCache(1 << 20, 100);
    const key = cache.key('1.0', 'GET', URL_A, GUEST)!;
    cache.offer(key, answer('no-store'));
    expect(cache.get(key)).toBeUndefined();
    cache.offer(key, answer(SHARED), 1_000);
    expect(cache.get(key, 60_999)).toBeDefined();
    expect(cache.get(key, 61_000)).toBeUndefined();
  });

  it('stays within its entries and bytes, the least recently used out first', () => {
    const cache = new AnswerCache(1 << 20, 2);
    const keys = ['a', 'b', 'c'].map((q) => cache.key('1.0', 'GET', `${URL_A}${q}`, GUEST)!);
    cache.offer(keys[0]!, answer(SHARED));
    cache.offer(keys[1]!, answer(SHARED));
    cache.get(keys[0]!);
    cache.offer(keys[2]!, answer(SHARED));
    expect(cache.size).toBe(2);
    expect(cache.get(keys[1]!)).toBeUndefined();
    expect(cache.get(keys[0]!)).toBeDefined();

    // Room for about four of these answers (~300 bytes each, key included).
    const small = new AnswerCache(1_300, 100);
    for (const q of ['a', 'b', 'c', 'd', 'e'])
      small.offer(small.key('1.0', 'GET', `${URL_A}${q}`, GUEST)!, answer(SHARED));
    expect(small.size).toBeLessThan(5);
    expect(small.size).toBeGreaterThan(0);
  });
});
