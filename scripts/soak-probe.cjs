// Preloaded into the shop's server by the SSR soak test (`node -r scripts/soak-probe.cjs`, with
// --expose-gc and an IPC channel): on request it collects garbage fully and reports the process's
// memory, so the test compares what is really held rather than what the collector has not reached.
// The render worker threads (apps/storefront/server/renderPool.ts) are measured too: each collects
// its garbage and reports its own JS heap; the process's resident memory holds them all.
'use strict';

const RENDER_WORKER_HEAPS = Symbol.for('shop.renderWorkerHeaps');

if (typeof process.send === 'function') {
  process.on('message', (message) => {
    if (!message || message.type !== 'soak:measure') return;
    if (typeof global.gc === 'function') {
      global.gc();
      global.gc();
    }
    const workerHeaps =
      typeof global[RENDER_WORKER_HEAPS] === 'function' ? global[RENDER_WORKER_HEAPS]() : [];
    void Promise.resolve(workerHeaps).then((workers) => {
      const m = process.memoryUsage();
      process.send({
        type: 'soak:memory',
        rss: m.rss,
        heapUsed: m.heapUsed,
        heapTotal: m.heapTotal,
        external: m.external,
        renderWorkers: workers.map((w) => ({ heapUsed: w.heapUsed, heapTotal: w.heapTotal })),
      });
    });
  });
  // The IPC channel must not keep the server alive on its own.
  process.channel?.unref();
}
