import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLifecycle, type LifecycleOptions } from '../src/server/lifecycle.js';

/** A server whose `/slow` answers only when the test says so. */
async function start(options: Partial<LifecycleOptions> & Pick<LifecycleOptions, 'ready'>) {
  const pending: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    void lifecycle.handle(req, res).then((answered) => {
      if (answered) return;
      if (req.url === '/slow') pending.push(() => res.end('slow done'));
      else res.end('page');
    });
  });
  const lifecycle = createLifecycle(server, options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settle = async () => {
    // The in-flight request has reached the handler.
    while (pending.length === 0) await new Promise((r) => setTimeout(r, 5));
  };
  return { server, lifecycle, base, pending, settle };
}

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

describe('health, readiness and draining', () => {
  it('answers /healthz always and /readyz from the readiness check, never cached', async () => {
    let dbUp = true;
    const { server, base } = await start({
      ready: async () => {
        if (!dbUp) throw new Error('connection refused');
        return true;
      },
    });
    cleanup = () => server.close();
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    dbUp = false;
    const down = await fetch(`${base}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable' });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('counts a readiness check that hangs as not ready', async () => {
    const { server, base } = await start({ ready: () => new Promise<boolean>(() => {}), readyTimeoutMs: 50 });
    cleanup = () => server.close();
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
  });

  it('on drain reports not ready during the grace period, lets in-flight requests finish, then closes', async () => {
    const { server, lifecycle, base, pending, settle } = await start({
      ready: async () => true,
      graceMs: 300,
      drainTimeoutMs: 5_000,
    });
    cleanup = () => server.close();
    const inFlight = fetch(`${base}/slow`).then((r) => r.text());
    await settle();
    let drainedAt = 0;
    const drained = lifecycle.drain('SIGTERM').then(() => (drainedAt = Date.now()));
    expect(lifecycle.draining).toBe(true);

    const during = await fetch(`${base}/readyz`);
    expect(during.status).toBe(503);
    expect(await during.json()).toEqual({ status: 'draining' });
    expect(during.headers.get('connection')).toBe('close');
    // Still serving pages while the balancer moves away.
    expect(await (await fetch(`${base}/`)).text()).toBe('page');

    await new Promise((r) => setTimeout(r, 400));
    // The listener is closed now: new connections are refused…
    await expect(fetch(`${base}/`)).rejects.toThrow();
    // …but the request in flight still gets its answer, and only then is the drain done.
    expect(drainedAt).toBe(0);
    pending.shift()?.();
    expect(await inFlight).toBe('slow done');
    await drained;
    expect(drainedAt).toBeGreaterThan(0);
    expect(server.listening).toBe(false);
  });

  it('cuts requests still running after the drain timeout', async () => {
    const { server, lifecycle, base, settle } = await start({ ready: async () => true, drainTimeoutMs: 150 });
    cleanup = () => server.close();
    const stuck = fetch(`${base}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await settle();
    const started = Date.now();
    await lifecycle.drain('SIGTERM');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(await stuck).toBe('cut');
    // Draining twice is the same drain.
    await lifecycle.drain('SIGTERM');
  });
});
