import { useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { Icon } from '../Icon';
import { RegisteredLink } from '../LinkProvider';
import { Loader } from '../Loader';
import { Price } from '../Price';
import * as styles from './MiniCart.css';

export const miniCartStates = ['loading', 'error', 'empty', 'ready'] as const;
export type MiniCartState = (typeof miniCartStates)[number];

export interface MiniCartLabels {
  /** Drawer title; gets the item count. */
  title: (count: number) => string;
  close: string;
  loading: string;
  empty: string;
  continueShopping: string;
  subtotal: string;
  /** Under the subtotal. */
  taxNote: string;
  viewBag: string;
  checkout: string;
  /** Why checkout is blocked (spec §5: an item out of stock or over the available quantity). */
  checkoutBlocked: string;
  /** Accessible name of the item list. */
  itemsLabel: string;
}

export const defaultMiniCartLabels: MiniCartLabels = {
  title: (count) => (count ? `Shopping bag (${count})` : 'Shopping bag'),
  close: 'Close',
  loading: 'Fetching Data...',
  empty: 'Your shopping bag is empty.',
  continueShopping: 'Continue shopping',
  subtotal: 'Subtotal',
  taxNote: 'Including VAT. Shipping and discounts are calculated at checkout.',
  viewBag: 'View bag',
  checkout: 'Checkout',
  checkoutBlocked: 'Some items are out of stock or exceed the available quantity. Update them to check out.',
  itemsLabel: 'Items in your shopping bag',
};

export interface MiniCartProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  state: MiniCartState;
  /** Total quantity for the title. */
  count?: number;
  /** The lines, usually `CartItem`s; each is wrapped in a list item. */
  items?: readonly { key: string; node: ReactNode }[];
  subtotal?: { value: number; currency: string; locale?: string } | null;
  /** Spec §5: checkout is blocked while an item is out of stock or over the available quantity. */
  checkoutBlocked?: boolean;
  /** Shown in the error state (server message). */
  errorMessage?: string;
  cartHref?: string;
  checkoutHref?: string;
  text?: Partial<MiniCartLabels>;
}

/**
 * The mini cart (spec §2, §3): a drawer from the right with the cart's lines, the subtotal and
 * "View bag" / "Checkout" actions. Checkout turns into a disabled button with the reason while an
 * item is out of stock or over the available quantity. States: loading, error, empty, ready.
 */
export function MiniCart({
  open,
  defaultOpen,
  onOpenChange,
  state,
  count = 0,
  items = [],
  subtotal,
  checkoutBlocked = false,
  errorMessage,
  cartHref = '/cart',
  checkoutHref = '/checkout',
  text,
}: MiniCartProps) {
  const t = { ...defaultMiniCartLabels, ...text };
  // "View bag" and "Checkout" are the app's registered links; the drawer closes on click.
  const close = () => onOpenChange?.(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const rootProps = {
    ...(open !== undefined ? { open } : {}),
    ...(defaultOpen !== undefined ? { defaultOpen } : {}),
    ...(onOpenChange ? { onOpenChange } : {}),
  };
  return (
    <Drawer.Root {...rootProps}>
      <Drawer.Content
        ref={contentRef}
        side="right"
        closeLabel={t.close}
        // Focus the drawer itself (announced by its title) rather than the first line's quantity
        // field, which would select its text and invite typing over it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
      >
        <Drawer.Header>
          <Drawer.Title>{t.title(count)}</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body>
          <div data-mini-cart-state={state}>
            {state === 'loading' ? (
              <div className={styles.center}>
                <Loader label={t.loading} />
              </div>
            ) : state === 'error' ? (
              <div className={styles.center} role="alert">
                <Icon name="alert" />
                <p className={styles.note}>{errorMessage}</p>
              </div>
            ) : state === 'empty' ? (
              <div className={styles.center}>
                <span className={styles.emptyIcon} aria-hidden="true">
                  <Icon name="bag" size="large" />
                </span>
                <p>{t.empty}</p>
                <Drawer.Close>
                  <Button variant="secondary">{t.continueShopping}</Button>
                </Drawer.Close>
              </div>
            ) : (
              <ul className={styles.list} aria-label={t.itemsLabel}>
                {items.map((item) => (
                  <li key={item.key} className={styles.listItem}>
                    {item.node}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Drawer.Body>
        {state === 'ready' ? (
          <Drawer.Footer>
            <div className={styles.summary}>
              {subtotal ? (
                <div className={styles.subtotal}>
                  <span>{t.subtotal}</span>
                  <Price {...subtotal} size="medium" />
                </div>
              ) : null}
              <p className={styles.note}>{t.taxNote}</p>
              {checkoutBlocked ? (
                <p className={styles.blocked} role="status" data-checkout-blocked="">
                  {t.checkoutBlocked}
                </p>
              ) : null}
              <div className={styles.actions}>
                <Button asChild variant="secondary" fullWidth>
                  <RegisteredLink href={cartHref} onClick={close}>
                    {t.viewBag}
                  </RegisteredLink>
                </Button>
                {checkoutBlocked ? (
                  <Button variant="primary" fullWidth disabled>
                    {t.checkout}
                  </Button>
                ) : (
                  <Button asChild variant="primary" fullWidth>
                    <RegisteredLink href={checkoutHref} onClick={close}>
                      {t.checkout}
                    </RegisteredLink>
                  </Button>
                )}
              </div>
            </div>
          </Drawer.Footer>
        ) : null}
      </Drawer.Content>
    </Drawer.Root>
  );
}
