/**
 * Issue 18: the page's first use of `Intl` in a new renderer loads ICU's data, and whichever
 * formatter comes first pays for all of it: 18 ms unthrottled on a fast test machine, 38–173 ms
 * on a slow one (a fresh page's first `new Intl.NumberFormat(…)`, BENCHMARKS.md, twenty-first
 * session). In one task that is one long task at Lighthouse's four-times slowdown. Loaded in
 * steps, each in a task of its own, the same work is three shorter tasks: a collator loads the
 * locale data every service shares (13–27 ms on the slow machine), the locale's likely subtags
 * come next (17–27 ms), and the number formatter react-intl checks the locale with is then 6–9 ms.
 *
 * Each step is a function of the page's formatting locale (a BCP 47 tag); a step that throws (a
 * tag the browser rejects, an engine without `Intl.Locale`) is skipped: the steps only warm what
 * the page's formatters load anyway.
 */
export const INTL_WARMUP_STEPS: ReadonlyArray<(locale: string) => void> = [
  (locale) => void new Intl.Collator(locale),
  (locale) => void new Intl.Locale(locale).maximize(),
  // react-intl checks the locale with `supportedLocalesOf` when it creates its formatters.
  (locale) => void Intl.NumberFormat.supportedLocalesOf(locale),
];

/** Runs the steps, calling `between` (a new task) before each one after the first. */
export async function warmIntl(locale: string, between: () => Promise<void>): Promise<void> {
  for (const [index, step] of INTL_WARMUP_STEPS.entries()) {
    if (index > 0) await between();
    try {
      step(locale);
    } catch {
      // nothing to warm: the formatters report their own errors when they are created
    }
  }
}
