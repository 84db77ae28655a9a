/**
 * Resolves in a later task: `scheduler.yield()`, whose continuation runs before other queued tasks,
 * where the browser has it, else a timer. Issue 18: work before hydration split into tasks short
 * enough not to block a phone's main thread.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
