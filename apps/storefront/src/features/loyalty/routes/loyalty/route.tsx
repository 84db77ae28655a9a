import type { Loader } from '../../../../platform/routing/deps';
import { AccountPage } from '../../../account';
import { LoyaltyPage } from '../../components/LoyaltyPage/LoyaltyPage';
import { loyaltyLoader } from '../../loyaltyRoute';

export const loader: Loader<null> = loyaltyLoader;

/** /loyalty (spec §2, only if loyalty is enabled): points, how to earn and spend, history, referral, birthday. */
export function Component() {
  return (
    <AccountPage titleId="account.menu.loyalty" authOnly>
      <LoyaltyPage />
    </AccountPage>
  );
}
