import { Container, Heading, Loader, Stack, StatusView } from '@shop/ui';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePageTitle } from '../../../../platform/store/store-context';
import { toWishlistSettings, type WishlistSettings } from '../../config';
import { WishlistConfigDocument } from '../../__generated__/WishlistConfig';

/**
 * The frame of the wish list pages: the title, and the store's settings — a store with wish lists
 * off shows its message instead of the page (spec §6). Rendered in the browser (no customer data
 * in server HTML, as the account pages).
 */
export function WishlistFrame({
  title,
  children,
}: {
  title: string;
  children: (settings: WishlistSettings) => ReactNode;
}) {
  const intl = useIntl();
  const { data, loading } = useQuery(WishlistConfigDocument);
  const settings = data ? toWishlistSettings(data.storeConfig) : null;
  return (
    <>
      <title>{usePageTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <Container paddingY="page">
        <Stack space="large">
          <Heading level={1}>{title}</Heading>
          {settings === null ? (
            loading ? (
              <Loader label={intl.formatMessage({ id: 'wishlist.loading' })} />
            ) : null
          ) : settings.enabled ? (
            children(settings)
          ) : (
            <StatusView headingLevel={2} title={intl.formatMessage({ id: 'wishlist.disabled' })} />
          )}
        </Stack>
      </Container>
    </>
  );
}
