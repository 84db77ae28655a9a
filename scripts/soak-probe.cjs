// Preloaded into the shop's server by the SSR soak test (`node -r scripts/soak-probe.cjs`, with
// --expose-gc and an IPC channel): on request it collects garbage fully and reports the process's
// memory, so the test compares what is really held rather than what the collector has not reached.
'use strict';

if (typeof process.send === 'function') {
  process.on('message', (message) => {
    if (!message || message.type !== 'soak:measure') return;
    if (typeof global.gc === 'function') {
      global.gc();
      global.gc();
    }
    const m = process.memoryUsage();
    process.send({
      type: 'soak:memory',
      rss: m.rss,
      heapUsed: m.heapUsed,
      heapTotal: m.heapTotal,
      external: m.external,
    });
  });
  // The IPC channel must not keep the server alive on its own.
  process.channel?.unref();
}
