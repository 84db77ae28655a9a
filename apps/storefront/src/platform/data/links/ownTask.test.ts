import { ApolloLink, gql, type ApolloClient } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createOwnTaskLink } from './ownTask';

const QUERY = gql`
  query Read {
    read
  }
`;
const MUTATION = gql`
  mutation Update {
    update
  }
`;
const client = {} as ApolloClient;

/** A scheduler the test runs by hand, and a terminating link that records what reached it. */
function setup() {
  const queued: Array<{ run: () => void; cancelled: boolean }> = [];
  const schedule = (run: () => void) => {
    const task = { run, cancelled: false };
    queued.push(task);
    return () => {
      task.cancelled = true;
    };
  };
  const runTasks = () => queued.splice(0).forEach((task) => task.cancelled || task.run());
  const reached: string[] = [];
  const unsubscribed: string[] = [];
  const api = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        reached.push(operation.operationName ?? '');
        observer.next({ data: { answer: operation.operationName } });
        observer.complete();
        return () => unsubscribed.push(operation.operationName ?? '');
      }),
  );
  const link = ApolloLink.from([createOwnTaskLink(schedule), api]);
  const run = (query: typeof QUERY) => ApolloLink.execute(link, { query }, { client });
  return { run, runTasks, reached, unsubscribed };
}

describe('createOwnTaskLink', () => {
  it('starts a query in the scheduled task, not in the call that asked for it', () => {
    const { run, runTasks, reached } = setup();
    const answers: unknown[] = [];
    run(QUERY).subscribe((result) => answers.push(result.data));
    expect(reached).toEqual([]);
    expect(answers).toEqual([]);
    runTasks();
    expect(reached).toEqual(['Read']);
    expect(answers).toEqual([{ answer: 'Read' }]);
  });

  it('sends a mutation at once', () => {
    const { run, reached } = setup();
    run(MUTATION).subscribe(() => undefined);
    expect(reached).toEqual(['Update']);
  });

  it('never sends a query unsubscribed before its task ran', () => {
    const { run, runTasks, reached } = setup();
    run(QUERY)
      .subscribe(() => undefined)
      .unsubscribe();
    runTasks();
    expect(reached).toEqual([]);
  });

  it('runs with a real timer by default', async () => {
    const api = new ApolloLink(() => new Observable((o) => (o.next({ data: { ok: true } }), o.complete())));
    const link = ApolloLink.from([createOwnTaskLink(), api]);
    const result = await new Promise((resolve) =>
      ApolloLink.execute(link, { query: QUERY }, { client }).subscribe(resolve),
    );
    expect(result).toEqual({ data: { ok: true } });
  });
});
