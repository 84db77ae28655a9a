import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The product page's selection parameters (spec §2: the selection lives in the query string;
 * choosing replaces the entry, without a refetch: the loader reads the same cached query).
 *
 * The router commits a navigation in a transition, which a busy page can hold back. Until it
 * does, the choice shows at once (an urgent update of the click), so an "Add to bag" right after
 * choosing a shade adds that shade, not the one before. A choice counts only until the router has
 * moved on (a new location key); from then on the query string is the truth again.
 */
export function useSelectionParams(): [URLSearchParams, (search: string) => void] {
  const [urlParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<{ key: string; search: string } | null>(null);
  const pickedSearch = picked?.key === location.key ? picked.search : null;
  const params = useMemo(
    () => (pickedSearch === null ? urlParams : new URLSearchParams(pickedSearch)),
    [pickedSearch, urlParams],
  );
  const choose = (search: string) => {
    setPicked({ key: location.key, search });
    void navigate({ search }, { replace: true, preventScrollReset: true });
  };
  return [params, choose];
}
