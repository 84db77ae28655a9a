import { Slot, Slottable } from '../../private/Slot';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Counter, formatCount } from '../Counter';
import { Icon, type IconName } from '../Icon';
import { badge, iconWrap, trigger } from './HeaderTrigger.css';

export const headerTriggerKinds = ['cart', 'wishlist', 'account'] as const;
export type HeaderTriggerKind = (typeof headerTriggerKinds)[number];

const icons: Record<HeaderTriggerKind, IconName> = { cart: 'bag', wishlist: 'heart', account: 'user' };
export const defaultHeaderTriggerLabels: Record<HeaderTriggerKind, string> = {
  cart: 'Cart',
  wishlist: 'Wishlist',
  account: 'Account',
};

/**
 * "Cart, 3 items" · "Cart, 1 item" · "Cart" without a count. Above 99 it says "99+ items", like
 * the badge, so the visible text stays part of the name (WCAG 2.5.3).
 */
export function defaultCountLabel(label: string, count: number | undefined): string {
  if (count === undefined) return label;
  return `${label}, ${formatCount(count)} ${count === 1 ? 'item' : 'items'}`;
}

export interface HeaderTriggerProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'children' | 'aria-label'
> {
  kind: HeaderTriggerKind;
  /** Items in the cart or wishlist; the badge hides at 0 and shows "99+" above 99. */
  count?: number;
  /** Name of the control; defaults "Cart", "Wishlist", "Account". */
  label?: string;
  /** Builds the accessible name from label and count (translate here). */
  formatLabel?: (label: string, count: number | undefined) => string;
  /** Render the single child (e.g. a router link to /cart) as the trigger. */
  asChild?: boolean;
  children?: ReactNode;
}

/** Icon button in the header for the cart, wishlist or account, with a count badge. */
export const HeaderTrigger = forwardRef<HTMLButtonElement, HeaderTriggerProps>(function HeaderTrigger(
  { kind, count, label, formatLabel = defaultCountLabel, asChild = false, children, type, ...rest },
  ref,
) {
  const name = formatLabel(label ?? defaultHeaderTriggerLabels[kind], count);
  const inner = (
    <span className={iconWrap}>
      <Icon name={icons[kind]} />
      {count !== undefined ? (
        <span className={badge}>
          <Counter count={count} decorative />
        </span>
      ) : null}
    </span>
  );
  if (asChild) {
    return (
      <Slot {...rest} ref={ref} className={trigger} aria-label={name} data-kind={kind}>
        <Slottable>{children}</Slottable>
        {inner}
      </Slot>
    );
  }
  return (
    <button
      {...rest}
      ref={ref}
      type={type ?? 'button'}
      className={trigger}
      aria-label={name}
      data-kind={kind}
    >
      {inner}
    </button>
  );
});
