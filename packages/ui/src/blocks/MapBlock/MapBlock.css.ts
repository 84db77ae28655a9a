import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const heightVar = createVar();
export const leftVar = createVar();
export const topVar = createVar();

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
  '@media': {
    [mediaQueries.large]: {
      selectors: {
        '&[data-count="1"]': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'stretch' },
      },
    },
  },
});

/** A quiet map-like surface: a soft land colour, a survey grid and a couple of "roads". */
export const panel = style({
  position: 'relative',
  height: fallbackVar(heightVar, '18.75rem'),
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.accentSoft,
  backgroundImage: [
    `linear-gradient(115deg, transparent 46%, ${vars.color.surface} 46%, ${vars.color.surface} 47.5%, transparent 47.5%)`,
    `linear-gradient(20deg, transparent 62%, ${vars.color.surface} 62%, ${vars.color.surface} 63%, transparent 63%)`,
    `repeating-linear-gradient(0deg, transparent 0 2.4rem, ${vars.color.surfaceSunken} 2.4rem calc(2.4rem + ${vars.borderWidth.thin}))`,
    `repeating-linear-gradient(90deg, transparent 0 2.4rem, ${vars.color.surfaceSunken} 2.4rem calc(2.4rem + ${vars.borderWidth.thin}))`,
  ].join(', '),
});

export const pin = style({
  position: 'absolute',
  left: leftVar,
  top: topVar,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  // A teardrop whose tip is the exact point.
  transform: 'translate(-50%, -100%)',
  color: vars.color.onBrand,
  textDecoration: 'none',
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    borderRadius: `${vars.radius.pill} ${vars.radius.pill} ${vars.radius.pill} 0`,
    backgroundColor: vars.color.brand,
    boxShadow: vars.shadow.small,
    transform: 'rotate(-45deg)',
  },
  selectors: { '&:hover::before': { backgroundColor: vars.color.brandHover } },
});

export const pinLayer = style({ position: 'absolute', inset: 0, isolation: 'isolate' });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  alignContent: 'start',
  selectors: { '[data-count="1"] &': { gridTemplateColumns: '1fr' } },
});

export const location = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  alignItems: 'start',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.inkSoft,
});

export const marker = style({
  gridRow: 'span 6',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.ink,
});

export const address = style({ fontStyle: 'normal', whiteSpace: 'pre-line' });

export const line = style({ margin: 0 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  marginTop: vars.space.xsmall,
});
