import { ApolloLink, gql, type ApolloClient } from '@apollo/client';
import { lastValueFrom, Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createMutationQueueLink } from './mutationQueue';

const MUTATION = gql`
  mutation Update($n: Int) {
    update(n: $n)
  }
`;
const QUERY = gql`
  query Read {
    read
  }
`;
const client = {} as ApolloClient;

/** A fake API: each call answers after `delays[n]` ms (or fails when n is in `fail`), logging start/end. */
function fakeApi(delays: Record<number, number>, fail: number[] = []) {
  const log: string[] = [];
  let running = 0;
  let maxRunning = 0;
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const n = (operation.variables.n as number | undefined) ?? 0;
        const name = `${operation.operationName}${n}`;
        log.push(`start ${name}`);
        if (operation.operationType === 'mutation') maxRunning = Math.max(maxRunning, ++running);
        const timer = setTimeout(() => {
          log.push(`end ${name}`);
          if (operation.operationType === 'mutation') running--;
          if (fail.includes(n)) observer.error(new TypeError('Failed to fetch'));
          else {
            observer.next({ data: { n } });
            observer.complete();
          }
        }, delays[n] ?? 5);
        return () => clearTimeout(timer);
      }),
  );
  return { link, log, maxRunning: () => maxRunning };
}

function send(link: ApolloLink, query = MUTATION, n = 0, context = {}) {
  return lastValueFrom(ApolloLink.execute(link, { query, variables: { n }, context }, { client }));
}

describe('mutation queue (spec §7)', () => {
  it('runs three mutations one at a time, in order, each answer to its caller', async () => {
    const api = fakeApi({ 1: 30, 2: 5, 3: 1 });
    const link = createMutationQueueLink().concat(api.link);
    const results = await Promise.all([
      send(link, MUTATION, 1),
      send(link, MUTATION, 2),
      send(link, MUTATION, 3),
    ]);
    expect(results.map((r) => (r as { data: { n: number } }).data.n)).toEqual([1, 2, 3]);
    expect(api.log).toEqual([
      'start Update1',
      'end Update1',
      'start Update2',
      'end Update2',
      'start Update3',
      'end Update3',
    ]);
    expect(api.maxRunning()).toBe(1);
  });

  it('a failing mutation does not block the next one', async () => {
    const api = fakeApi({}, [1]);
    const link = createMutationQueueLink().concat(api.link);
    const first = send(link, MUTATION, 1);
    const second = send(link, MUTATION, 2);
    await expect(first).rejects.toThrow('Failed to fetch');
    await expect(second).resolves.toEqual({ data: { n: 2 } });
    expect(api.log).toEqual(['start Update1', 'end Update1', 'start Update2', 'end Update2']);
  });

  it('a mutation with skipQueue goes straight through while another one runs', async () => {
    const api = fakeApi({ 1: 30, 2: 1 });
    const link = createMutationQueueLink().concat(api.link);
    await Promise.all([send(link, MUTATION, 1), send(link, MUTATION, 2, { skipQueue: true })]);
    expect(api.log).toEqual(['start Update1', 'start Update2', 'end Update2', 'end Update1']);
  });

  it('queries are not queued', async () => {
    const api = fakeApi({ 1: 30 });
    const link = createMutationQueueLink().concat(api.link);
    await Promise.all([send(link, MUTATION, 1), send(link, QUERY)]);
    expect(api.log).toEqual(['start Update1', 'start Read0', 'end Read0', 'end Update1']);
  });

  it('a cancelled mutation leaves the queue: waiting ones are dropped, a running one frees its turn', async () => {
    const api = fakeApi({ 1: 30, 2: 1, 3: 1 });
    const link = createMutationQueueLink().concat(api.link);
    const running = ApolloLink.execute(link, { query: MUTATION, variables: { n: 1 } }, { client }).subscribe(
      {},
    );
    const waiting = ApolloLink.execute(link, { query: MUTATION, variables: { n: 2 } }, { client }).subscribe(
      {},
    );
    const third = send(link, MUTATION, 3);
    waiting.unsubscribe();
    running.unsubscribe();
    await third;
    expect(api.log).toEqual(['start Update1', 'start Update3', 'end Update3']);
  });
});
