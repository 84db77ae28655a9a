import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStatementTimeout } from '../src/db/client.js';

/** Which database errors mean "try again in a moment" (503) rather than a bug (500). */
describe('isDatabaseUnavailable', () => {
  it('recognises a server that is down, restarting or cut off', () => {
    const errs: object[] = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
    ];
    for (const e of errs) expect(isDatabaseUnavailable(e)).toBe(true);
  });

  it('leaves real errors alone', () => {
    const errs: unknown[] = [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      new Error('Cannot read properties of undefined'),
      null,
      'ECONNREFUSED',
    ];
    for (const e of errs) expect(isDatabaseUnavailable(e)).toBe(false);
    expect(isStatementTimeout({ code: '57014' })).toBe(true);
  });
});
