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
});

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
      gridTemplateColumns: 'auto 1fr auto',
      gridTemplateAreas: '"logo nav actions"',
      gap: vars.space.xxlarge,
      paddingBlock: vars.space.large,
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
  '@media': { [mediaQueries.large]: { justifySelf: 'start' } },
});

export const nav = style({
  gridArea: 'nav',
  display: 'none',
  '@media': {
    [mediaQueries.large]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xlarge,
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
    [mediaQueries.large]: {
      display: 'flex',
      alignItems: 'center',
      minWidth: 0,
      maxWidth: vars.layout.containerNarrow,
    },
  },
});

/** Over the bottom border, outside the grid: the header keeps its height whatever the bar does. */
export const progress = style({
  position: 'absolute',
  insetInline: 0,
  bottom: `calc(-1 * ${vars.borderWidth.thin})`,
  pointerEvents: 'none',
});
