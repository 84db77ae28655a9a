/**
 * Where a product's option selection lives in its URL (spec §2): `opt`, or `opt{attribute_id}` for
 * each of several options. Apart from `configurableOptions.ts` so that the URL resolver's route can
 * use it without the product card's chunk.
 */

/** Whether a query-string parameter holds the selection (`opt`, `opt{attribute_id}`). */
export const isSelectionParam = (key: string): boolean => /^opt\d*$/.test(key);

const withoutSelection = (params: URLSearchParams) =>
  [...params].filter(([key]) => !isSelectionParam(key)).join('&');

/**
 * True when `next` is the same page as `current` with another selection: same path, same other
 * parameters, a different `opt`. False for the very same URL (a reload or an explicit revalidation).
 */
export function onlySelectionChanged(current: URL, next: URL): boolean {
  return (
    current.pathname === next.pathname &&
    current.search !== next.search &&
    withoutSelection(current.searchParams) === withoutSelection(next.searchParams)
  );
}
