import { useQuery } from '@apollo/client/react';
import { Button, Inline, Stack, Text } from '@shop/ui';
import { useIntl } from 'react-intl';
import { CartLoyaltyCouponsDocument } from './__generated__/CartLoyaltyCoupons';

export interface LoyaltyCouponOffersProps {
  cartId: string;
  /** The coupon in the cart (a cart holds one): offers show while there is none. */
  appliedCode: string | null;
  busy: boolean;
  onApply: (code: string) => void;
}

/**
 * The customer's personal coupons (spec §1: 30 % on the birthday, 15 % on a referred friend's first
 * purchase), offered with a button that applies the code. Guests' carts have none.
 */
export function LoyaltyCouponOffers({ cartId, appliedCode, busy, onApply }: LoyaltyCouponOffersProps) {
  const intl = useIntl();
  const { data } = useQuery(CartLoyaltyCouponsDocument, {
    variables: { cartId },
    fetchPolicy: 'cache-and-network',
    ssr: false,
  });
  const offers = data?.cart?.loyalty_coupons ?? [];
  if (appliedCode || offers.length === 0) return null;
  return (
    <Stack as="ul" space="small">
      {offers.map((offer) => {
        const text = intl.formatMessage(
          { id: offer.kind === 'BIRTHDAY' ? 'cartPage.offer.birthday' : 'cartPage.offer.referral' },
          { percent: offer.discount_percent },
        );
        return (
          <li key={offer.code}>
            <Inline space="small" alignY="center">
              <Text>{text}</Text>
              <Button
                variant="secondary"
                size="small"
                disabled={busy}
                aria-label={intl.formatMessage({ id: 'cartPage.offer.applyLabel' }, { offer: text })}
                onClick={() => onApply(offer.code)}
              >
                {intl.formatMessage({ id: 'cartPage.offer.apply' })}
              </Button>
            </Inline>
          </li>
        );
      })}
    </Stack>
  );
}
