import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useStoreView } from '../../../platform/store/store-context';
import { routerPathForClick } from './internalLink';

/** Click delegation for CMS HTML: internal links navigate client-side, like the rest of the shop. */
export function useCmsLinkNavigation() {
  const navigate = useNavigate();
  const { basename } = useStoreView();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = (event.target as Element).closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = routerPathForClick(event.nativeEvent, anchor, window.location, basename);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    },
    [navigate, basename],
  );
}
