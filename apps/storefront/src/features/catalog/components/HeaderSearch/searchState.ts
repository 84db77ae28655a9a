/** Spec §9: search needs 2 characters, waits 500 ms after typing, suggests at most 5 categories. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MAX_CATEGORIES = 5;

export type SearchStatus = 'idle' | 'invalid' | 'loading' | 'error' | 'empty' | 'results';

/** The state of a search term before any result is known. */
export function statusForTerm(term: string): SearchStatus | null {
  const trimmed = term.trim();
  if (!trimmed) return 'idle';
  if (trimmed.length < SEARCH_MIN_LENGTH) return 'invalid';
  return null;
}

/** Where Enter takes the shopper. */
export function searchPageHref(term: string): string {
  return `/search.html?q=${encodeURIComponent(term.trim())}`;
}
