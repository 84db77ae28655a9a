import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  transitionProperty: 'box-shadow',
  transitionDuration: vars.motion.duration.medium,
  selectors: {
    '&[data-state="scrolled"]': { boxShadow: vars.shadow.medium, borderBottomColor: 'transparent' },
  },
  // Desktop: one fixed height for every store view and width, so the spec §2 anchor offset
  // (92 px, `layout.headerHeight`) is the header's real height.
  '@media': { [mediaQueries.large]: { boxSizing: 'border-box', height: vars.layout.headerHeight } },
});

/**
 * Mobile: one row, menu · logo · actions. From 1024 px two rows of fixed height: search · logo ·
 * actions, then the category menu across the whole width — the longest labels of every store view
 * (French "SOINS DU VISAGE", "COFFRETS & CADEAUX") and all of spec §2's triggers fit at 1024 px
 * without wrapping, which one row cannot hold.
 */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  gridTemplateAreas: '"menu logo actions"',
  alignItems: 'center',
  gap: vars.space.large,
  minHeight: vars.size.control.large,
  maxWidth: vars.layout.containerWide,
  marginInline: 'auto',
  paddingBlock: vars.space.medium,
  paddingInline: vars.layout.gutterMobile,
  '@media': {
    [mediaQueries.large]: {
      gridTemplateAreas: '"search logo actions" "nav nav nav"',
      gridTemplateRows: `${vars.size.control.medium} 1fr`,
      rowGap: 0,
      columnGap: vars.space.xlarge,
      height: '100%',
      paddingBlock: `${vars.space.small} 0`,
      paddingInline: vars.layout.gutterDesktop,
    },
  },
});

export const logo = style({
  gridArea: 'logo',
  display: 'flex',
  alignItems: 'center',
  justifySelf: 'center',
  color: vars.color.brand,
  '@media': { [mediaQueries.large]: { whiteSpace: 'nowrap' } },
});

export const nav = style({
  gridArea: 'nav',
  display: 'none',
  '@media': {
    [mediaQueries.large]: {
      display: 'flex',
      alignItems: 'stretch',
      justifyContent: 'center',
      minWidth: 0,
    },
  },
});

/** Desktop search field, left of the logo; the mobile panel carries search below 1024 px. */
export const search = style({
  gridArea: 'search',
  display: 'none',
  '@media': {
    [mediaQueries.large]: {
      display: 'flex',
      alignItems: 'center',
      justifySelf: 'stretch',
      minWidth: 0,
      maxWidth: vars.layout.menuWidth,
    },
  },
});

export const menu = style({
  gridArea: 'menu',
  display: 'flex',
  alignItems: 'center',
  justifySelf: 'start',
  '@media': { [mediaQueries.large]: { display: 'none' } },
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifySelf: 'end',
  gap: vars.space.xsmall,
});

/** Wide-screen-only actions (search field, store switcher): small screens have them in the mobile panel. */
export const desktopOnly = style({
  display: 'none',
  '@media': {
    [mediaQueries.large]: { display: 'flex' },
  },
});

/** Over the bottom border, outside the grid: the header keeps its height whatever the bar does. */
export const progress = style({
  position: 'absolute',
  insetInline: 0,
  bottom: `calc(-1 * ${vars.borderWidth.thin})`,
  pointerEvents: 'none',
});
