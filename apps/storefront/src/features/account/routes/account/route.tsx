import { AccountDashboard, AccountGuestPrompt } from '../../components/AccountDashboard/AccountDashboard';
import { AccountPage } from '../../components/AccountPage/AccountPage';

/**
 * /account: the dashboard. Not among spec §6's auth-only routes, so a guest stays and sees the
 * profile prompt (sign in or create an account).
 */
export function Component() {
  return (
    <AccountPage titleId="account.menu.profile" authOnly={false} guest={<AccountGuestPrompt />}>
      <AccountDashboard />
    </AccountPage>
  );
}
