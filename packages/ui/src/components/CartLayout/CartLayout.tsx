import type { ReactNode } from 'react';
import * as css from './CartLayout.css';

export interface CartLayoutProps {
  /** Items, free gifts and samples. */
  main: ReactNode;
  /** Gift progress, codes, points, totals and the checkout button. */
  aside: ReactNode;
  /** Accessible name of the aside, e.g. "Order summary". */
  asideLabel: string;
}

/**
 * The cart page: items on the left and the summary column on the right from 1024 px (it stays in
 * view while the items scroll); one column below, summary after the items.
 */
export function CartLayout({ main, aside, asideLabel }: CartLayoutProps) {
  return (
    <div className={css.root}>
      <div className={css.main}>{main}</div>
      <aside className={css.aside} aria-label={asideLabel}>
        {aside}
      </aside>
    </div>
  );
}
