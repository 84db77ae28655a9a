import { useLocation, useNavigation } from 'react-router';
import { navigationConfig, type ResolverPendingReading } from '../../platform/config';
import { useStoreView } from '../../platform/store/store-context';
import { isResolverPath } from '../resolver/listedPaths';
import { isPageLoading, pendingPath } from './navigation';

export interface PendingPage {
  /** Spec §4 page-loading flag: the router is loading another page. */
  loading: boolean;
  /** Spec §2: the URL resolver is looking the new page up and its shimmer stands in for the page. */
  resolving: boolean;
}

/** What the shell shows while a navigation loads (see `navigation.ts` for the rules). */
export function usePendingPage(
  reading: ResolverPendingReading = navigationConfig.resolverPending,
): PendingPage {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending = pendingPath(navigation, useStoreView().basename);
  const loading = isPageLoading(pending, pathname);
  return { loading, resolving: loading && reading === 'shimmer' && isResolverPath(pending!) };
}
