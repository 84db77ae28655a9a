import { Link as UiLink, Text } from '@shop/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { signInPath } from '../../authOnly';
import { AccountPage } from '../../components/AccountPage/AccountPage';
import { MyReviews } from '../../components/MyReviews/MyReviews';

/** What a guest sees: My reviews is not among spec §6's auth-only routes, so it asks them to sign in. */
function GuestPrompt() {
  const intl = useIntl();
  return (
    <Text>
      <UiLink asChild variant="inline">
        <Link to={signInPath('/my-reviews')}>{intl.formatMessage({ id: 'account.reviews.signIn' })}</Link>
      </UiLink>
    </Text>
  );
}

/** /my-reviews: the reviews the customer wrote while signed in. */
export function Component() {
  return (
    <AccountPage titleId="account.menu.myReviews" authOnly={false} guest={<GuestPrompt />}>
      <MyReviews />
    </AccountPage>
  );
}
