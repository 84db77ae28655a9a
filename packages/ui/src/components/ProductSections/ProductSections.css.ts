import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column' });

export const nav = style({
  borderBlock: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const navList = style({
  display: 'flex',
  gap: vars.space.large,
  margin: 0,
  padding: `${vars.space.medium} 0`,
  listStyle: 'none',
  whiteSpace: 'nowrap',
});

export const navLink = style({
  color: vars.color.inkSoft,
  fontSize: vars.font.size.small,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  textDecoration: 'none',
  selectors: {
    '&:hover': {
      color: vars.color.ink,
      textDecoration: 'underline',
      textUnderlineOffset: vars.space.xxsmall,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  padding: `${vars.space.xlarge} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  scrollMarginTop: vars.layout.headerHeight,
  '@media': {
    [mediaQueries.large]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
      gap: vars.space.xxlarge,
      padding: `${vars.space.xxlarge} 0`,
    },
  },
});

export const heading = style({ minWidth: 0 });
export const content = style({ minWidth: 0, maxWidth: '65ch' });
