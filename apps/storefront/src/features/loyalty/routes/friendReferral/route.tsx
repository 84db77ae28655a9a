import type { Loader } from '../../../../platform/routing/deps';
import { AccountPage } from '../../../account';
import { ReferFriend } from '../../components/ReferFriend/ReferFriend';
import { loyaltyLoader } from '../../loyaltyRoute';

export const loader: Loader<null> = loyaltyLoader;

/** /friend-referal (spec §2, the spec's spelling; only if loyalty is enabled): refer a friend. */
export function Component() {
  return (
    <AccountPage titleId="account.menu.referFriend" authOnly>
      <ReferFriend />
    </AccountPage>
  );
}
