import { useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { hoverOpenDelay, useHoverIntent } from '../../hooks/useHoverIntent';
import { Icon } from '../Icon';
import { RegisteredLink } from '../LinkProvider';
import { useHydrated } from '../../private/useHydrated';
import * as styles from './HeaderNavMenu.css';
import { navDropdownLayout, navDropdownProducts, type NavDropdownLayout } from './navMenuLayout';

export interface NavMenuItem<P = unknown> {
  id: string;
  label: string;
  /** Category URL (the app builds it). */
  href: string;
  /** Second level (columns) and third level (links under each column). */
  children?: NavMenuItem<P>[];
  /** Products promoted in the dropdown (spec menu `dropdown_products`); at most 3 are shown. */
  products?: P[];
  /** Marks the current section (aria-current="page"). */
  current?: boolean;
}

export interface HeaderNavMenuProps<P = unknown> {
  items: NavMenuItem<P>[];
  /** Renders a promoted product (the app supplies a ProductCard). */
  renderProduct?: (product: P, layout: Exclude<NavDropdownLayout, 'links'>) => ReactNode;
  /** Id of the open dropdown, or null. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (id: string | null) => void;
  /** Accessible name of the navigation. */
  label?: string;
  /** Text of the link to the whole category at the top of a dropdown. */
  viewAllLabel?: (item: NavMenuItem<P>) => string;
  hoverDelay?: number;
}

interface TopItemProps<P> extends Required<Pick<HeaderNavMenuProps<P>, 'viewAllLabel'>> {
  item: NavMenuItem<P>;
  renderProduct?: HeaderNavMenuProps<P>['renderProduct'];
  open: boolean;
  anyOpen: boolean;
  hoverDelay: number;
  setOpen: (open: boolean) => void;
}

const chevron = (
  <span className={styles.chevron} aria-hidden="true">
    <Icon name="chevron-down" size="small" />
  </span>
);

function TopItem<P>({
  item,
  renderProduct,
  viewAllLabel,
  open,
  anyOpen,
  hoverDelay,
  setOpen,
}: TopItemProps<P>) {
  const panelId = useId();
  // Without script (and until it runs) the entry is a plain link to its category; script turns it
  // into the button that opens the dropdown.
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Moving along the bar while a dropdown is open switches at once; the first one waits.
  const { hoverProps, cancel } = useHoverIntent({
    open,
    onOpenChange: setOpen,
    openDelay: anyOpen ? 0 : hoverDelay,
  });
  const products = navDropdownProducts(item.products);
  const layout = navDropdownLayout(products.length);
  const current = item.current ? ('page' as const) : undefined;

  const firstLink = () => panelRef.current?.querySelector<HTMLElement>('a, button');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      cancel();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      cancel();
      setOpen(true);
      requestAnimationFrame(() => firstLink()?.focus());
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      className={styles.topItem}
      {...hoverProps}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-state={open ? 'open' : 'closed'}
    >
      {hydrated ? (
        <button
          ref={buttonRef}
          type="button"
          className={styles.topControl}
          aria-expanded={open}
          aria-controls={panelId}
          aria-current={current}
          onClick={() => {
            cancel();
            setOpen(!open);
          }}
        >
          {item.label}
          {chevron}
        </button>
      ) : (
        <RegisteredLink href={item.href} className={styles.topControl} aria-current={current}>
          {item.label}
          {chevron}
        </RegisteredLink>
      )}
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open} data-layout={layout}>
        {open ? (
          <div className={styles.panelInner({ layout })}>
            <div className={styles.links}>
              <RegisteredLink href={item.href} className={styles.viewAll}>
                {viewAllLabel(item)}
              </RegisteredLink>
              <div className={styles.columns}>
                {item.children?.map((child) => (
                  <div key={child.id} className={styles.column}>
                    <RegisteredLink
                      href={child.href}
                      className={styles.columnHeading}
                      aria-current={child.current ? 'page' : undefined}
                    >
                      {child.label}
                    </RegisteredLink>
                    {child.children?.length ? (
                      <ul className={styles.columnList}>
                        {child.children.map((leaf) => (
                          <li key={leaf.id}>
                            <RegisteredLink
                              href={leaf.href}
                              className={styles.link}
                              aria-current={leaf.current ? 'page' : undefined}
                            >
                              {leaf.label}
                            </RegisteredLink>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                ))}
              </div>
            </div>
            {layout !== 'links' && renderProduct ? (
              <div className={styles.products({ layout })} data-products={layout}>
                {products.map((product, i) => (
                  <div key={i}>{renderProduct(product, layout)}</div>
                ))}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Desktop category navigation. Every entry is a link to its category in the server's HTML (no
 * script, no dropdowns: still a working menu); once script runs, items with children open a full-width dropdown after a 300 ms
 * hover (spec §9), on click, or with Enter/Space/ArrowDown; Escape closes and returns focus;
 * leaving with the pointer or with Tab closes it. One promoted product gives the "featured"
 * layout, two or three the "special" layout; products are rendered by the app.
 * Put it in `Header.Nav`; the dropdown spans the header (its nearest positioned ancestor).
 */
export function HeaderNavMenu<P = unknown>({
  items,
  renderProduct,
  value,
  defaultValue = null,
  onValueChange,
  label = 'Categories',
  viewAllLabel = (item) => `View all ${item.label}`,
  hoverDelay = hoverOpenDelay,
}: HeaderNavMenuProps<P>) {
  const [openId, setOpenId] = useControllableState<string | null>(value, defaultValue, onValueChange);
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) =>
          item.children?.length || item.products?.length ? (
            <TopItem
              key={item.id}
              item={item}
              renderProduct={renderProduct}
              viewAllLabel={viewAllLabel}
              open={openId === item.id}
              anyOpen={openId !== null}
              hoverDelay={hoverDelay}
              setOpen={(open) => {
                if (open) setOpenId(item.id);
                else if (openId === item.id) setOpenId(null);
              }}
            />
          ) : (
            <li key={item.id} className={styles.topItem}>
              <RegisteredLink
                href={item.href}
                className={styles.topControl}
                aria-current={item.current ? 'page' : undefined}
              >
                {item.label}
              </RegisteredLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
