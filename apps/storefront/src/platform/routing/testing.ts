/**
 * For tests of navigation: a route loader that answers at once unless the test holds it (a slow
 * API, a busy page). `hold()` returns the function that lets the held answers through.
 */
export function holdableLoader(): { loader: () => Promise<null> | null; hold: () => () => void } {
  let held: Promise<null> | null = null;
  return {
    loader: () => held ?? null,
    hold() {
      let open = () => {};
      held = new Promise<null>((resolve) => (open = () => resolve(null)));
      return () => {
        held = null;
        open();
      };
    },
  };
}
