import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const rowAppearances = ['contained', 'full-width', 'full-bleed'] as const;

/** `contained`: the row (background included) sits in the page container. */
export const containedOuter = style({
  width: '100%',
  maxWidth: vars.layout.containerWide,
  marginInline: 'auto',
  paddingInline: vars.layout.gutterMobile,
  boxSizing: 'border-box',
  '@media': { [mediaQueries.large]: { paddingInline: vars.layout.gutterDesktop } },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  overflow: 'hidden',
});

export const verticalAlign = styleVariants({
  top: { justifyContent: 'flex-start' },
  middle: { justifyContent: 'center' },
  bottom: { justifyContent: 'flex-end' },
});

/** `full-width`: the background spans the window, the content stays in the container. */
export const fullWidthInner = style({
  width: '100%',
  maxWidth: vars.layout.containerWide,
  marginInline: 'auto',
  paddingInline: vars.layout.gutterMobile,
  boxSizing: 'border-box',
  '@media': { [mediaQueries.large]: { paddingInline: vars.layout.gutterDesktop } },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});
