/**
 * Spec §4: "the captcha key loads only after first user interaction (mouse move, key, touch,
 * scroll, click)". Runs `start` once, on the first of those events; the returned function stops
 * waiting (a form that unmounts first). Kept tiny: it ships with the forms; the captcha's code
 * (`captcha.ts`) is imported only when `start` runs.
 */
export const FIRST_INTERACTION_EVENTS = ['mousemove', 'keydown', 'touchstart', 'scroll', 'click'] as const;

export function onFirstInteraction(start: () => void, target: Window = window): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => FIRST_INTERACTION_EVENTS.forEach((e) => target.removeEventListener(e, fire, options));
  function fire() {
    stop();
    start();
  }
  FIRST_INTERACTION_EVENTS.forEach((e) => target.addEventListener(e, fire, options));
  return stop;
}
