import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { LoyaltyEnabledDocument } from './__generated__/LoyaltyEnabled';

/**
 * Spec §1: the loyalty programme shows only where the store view's `loyalty_pwa_enabled` is on. The
 * account menu and the account screens ask through this hook (false until known); loaders ask
 * `isLoyaltyEnabled` (a route of the programme answers 404 where it is off).
 */
export function useLoyaltyEnabled(): boolean {
  const { data } = useQuery(LoyaltyEnabledDocument, { fetchPolicy: 'cache-first', ssr: false });
  return data?.storeConfig?.loyalty_pwa_enabled === true;
}

export async function isLoyaltyEnabled(apollo: ApolloClient): Promise<boolean> {
  const { data } = await apollo.query({ query: LoyaltyEnabledDocument });
  return data?.storeConfig?.loyalty_pwa_enabled === true;
}
