/**
 * Resolves once `el.scrollLeft` has stayed the same for `quietMs` (a smooth scroll and any snap
 * after it have ended), with that position. Play tests wait for it between a rail's "next" and
 * "previous": under load, "previous" clicked while "next" was still animating left the rail one
 * page along after the test had seen it at the start, and the screenshot was of that.
 */
export function scrollSettled(el: HTMLElement, quietMs = 150, timeoutMs = 3000): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let last = el.scrollLeft;
    let since = started;
    const check = (now: number) => {
      if (el.scrollLeft !== last) {
        last = el.scrollLeft;
        since = now;
      }
      if (now - since >= quietMs) return resolve(last);
      if (now - started > timeoutMs) return reject(new Error(`scrollLeft still moving (${last})`));
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}
