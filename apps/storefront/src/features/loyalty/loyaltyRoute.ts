import type { LoaderFunctionArgs } from 'react-router';
import { requireCustomer } from '../account';
import type { RouteDeps } from '../../platform/routing/deps';
import { notFound } from '../../platform/routing/errors';
import { isLoyaltyEnabled } from '../../platform/store/loyalty';

/**
 * The loader of /loyalty and /friend-referal: spec §2 "only if loyalty enabled" — a store view with
 * the programme off answers 404 — and, as account screens, a guest is sent to /sign-in.
 */
export async function loyaltyLoader(args: LoaderFunctionArgs, deps: RouteDeps): Promise<null> {
  let enabled: boolean;
  try {
    enabled = await isLoyaltyEnabled(deps.apollo);
  } catch {
    // Unknown (the API did not answer): the page's own query will say so.
    enabled = true;
  }
  if (!enabled) throw notFound();
  return requireCustomer(args, deps);
}
