import type { ReactNode } from 'react';
import { actions, bar, logo, menu, nav, progress, root, search, desktopOnly } from './Header.css';

export const headerStates = ['top', 'scrolled'] as const;
export type HeaderState = (typeof headerStates)[number];

export interface HeaderRootProps {
  children?: ReactNode;
  /** `scrolled` adds a shadow; the app decides (spec: 40/50 px thresholds). */
  state?: HeaderState;
}
export interface HeaderSlotProps {
  children?: ReactNode;
}
export interface HeaderNavProps extends HeaderSlotProps {
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** `false` when the child is a navigation landmark itself (e.g. HeaderNavMenu): only the slot. */
  landmark?: boolean;
}

/**
 * Sticky top bar. Mobile: menu · logo · actions. From 1024 px two rows, always
 * `layout.headerHeight` (92 px, spec §2's anchor offset) tall: search · logo · actions, and the
 * category navigation below across the full width.
 */
function Root({ children, state = 'top' }: HeaderRootProps) {
  return (
    <header className={root} data-state={state}>
      <div className={bar}>{children}</div>
    </header>
  );
}

/** Brand mark, usually a link to the home page. */
function Logo({ children }: HeaderSlotProps) {
  return <div className={logo}>{children}</div>;
}

/** Primary navigation, shown from the large breakpoint as the header's second row. */
function Nav({ children, label = 'Main', landmark = true }: HeaderNavProps) {
  if (!landmark) return <div className={nav}>{children}</div>;
  return (
    <nav className={nav} aria-label={label}>
      {children}
    </nav>
  );
}

/** Slot for the menu button that opens the mobile navigation; hidden from 1024 px. */
function Menu({ children }: HeaderSlotProps) {
  return <div className={menu}>{children}</div>;
}

/** Desktop search field, left of the logo from 1024 px (the mobile panel carries it below). */
function Search({ children }: HeaderSlotProps) {
  return <div className={search}>{children}</div>;
}

/** Wishlist, account, mini cart buttons and the store switcher. */
function Actions({ children }: HeaderSlotProps) {
  return <div className={actions}>{children}</div>;
}

/**
 * The page-loading indicator's place (spec §2 lists it in the header): a strip over the header's
 * bottom edge, full width, so showing or hiding it never moves the header or the page below.
 * Put a `PageLoadingBar` in it; it takes no pointer events.
 */
function Progress({ children }: HeaderSlotProps) {
  return <div className={progress}>{children}</div>;
}

/**
 * Part of `Actions` shown from 1024 px only — the store switcher, which the mobile panel carries
 * on small screens (spec §2: no store switcher on mobile).
 */
function Desktop({ children }: HeaderSlotProps) {
  return <div className={desktopOnly}>{children}</div>;
}

export const Header = { Root, Logo, Nav, Menu, Search, Actions, Desktop, Progress };
