import { HeaderTrigger } from '@shop/ui/components/HeaderTrigger';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useCartItemCount, useMiniCart } from '../../count';

const loadMiniCart = () => import('./MiniCartContainer');
const MiniCartContainer = lazy(loadMiniCart);

/** A plain left click opens the drawer; modifier keys or other buttons keep the link's behaviour. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The header cart trigger (spec §2): a link to /cart with the cart's count (99+ above 99), fetched
 * once a cart id exists. With JavaScript a plain click opens the mini cart instead (announced as
 * the link's popup dialog, expanded while open), whose code loads on first hover, focus or open;
 * modifier-clicks open /cart in a new tab or window.
 */
export function HeaderCart() {
  const intl = useIntl();
  const { count, watch } = useCartItemCount();
  const { open, setOpen } = useMiniCart();
  const location = useLocation();
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const onCartPage = location.pathname === '/cart';
  return (
    <>
      <HeaderTrigger
        kind="cart"
        asChild
        count={count}
        label={intl.formatMessage({ id: 'miniCart.trigger' })}
        formatLabel={(label, n) =>
          n === undefined
            ? label
            : // Above 99 the name says "99+" like the badge (visible text stays part of the name).
              intl.formatMessage(
                { id: n > 99 ? 'miniCart.triggerCountOver' : 'miniCart.triggerCount' },
                { label, count: n },
              )
        }
        onPointerEnter={() => void loadMiniCart()}
        onFocus={() => void loadMiniCart()}
      >
        <Link
          to="/cart"
          // What a plain click does is announced: it opens the mini cart dialog (a link with a popup,
          // so modifier-clicks and no-script visits still go to /cart); on /cart it is a plain link.
          {...(onCartPage ? {} : { 'aria-haspopup': 'dialog' as const, 'aria-expanded': open })}
          onClick={(event) => {
            if (onCartPage || !isPlainClick(event)) return;
            event.preventDefault();
            setOpen(true);
          }}
        />
      </HeaderTrigger>
      {watch}
      {mounted ? (
        <Suspense fallback={null}>
          <MiniCartContainer open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
