import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { layer as labelLayer, topEndReserve, topStart } from '../ProductLabels/ProductLabels.css';

export const maxWidthVar = createVar();

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  margin: 0,
  color: vars.color.ink,
  selectors: { '&[data-max]': { maxWidth: maxWidthVar } },
});

export const cardGap = styleVariants({
  xsmall: { gap: vars.space.small },
  small: { gap: vars.space.medium },
  medium: { gap: vars.space.medium },
  large: { gap: vars.space.large },
});

export const media = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
  // Top labels end before the wishlist heart (it sits 8 px in, 44 px wide; labels sit 12 px in).
  selectors: {
    '&[data-wishlist]': {
      containerType: 'inline-size',
      vars: { [topEndReserve]: vars.size.control.medium },
    },
  },
});

// A card too narrow for a label beside the heart (two columns on a phone) puts the top row under it.
globalStyle(`${media}[data-wishlist] > ${labelLayer}`, {
  '@container': {
    '(max-width: 12rem)': {
      vars: {
        [topEndReserve]: '0rem',
        [topStart]: `calc(${vars.size.control.medium} + ${vars.space.medium})`,
      },
    },
  },
});

/**
 * Hover image crossfade; only where hovering exists. `data-hover` pins it for stories. Without
 * hover (a phone) the layer is not displayed, so its lazy image is never fetched (issue 18: eleven
 * image requests of the home page, each a document of its own for an SVG, for nothing).
 */
export const hoverLayer = style({
  position: 'absolute',
  inset: 0,
  display: 'none',
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  pointerEvents: 'none',
  selectors: { [`${card}[data-hover] &`]: { display: 'block', opacity: 1 } },
  '@media': {
    '(hover: hover)': { display: 'block', selectors: { [`${card}:hover &`]: { opacity: 1 } } },
  },
});

export const wishlist = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.medium,
  height: vars.size.control.medium,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  boxShadow: vars.shadow.small,
  cursor: 'pointer',
  transitionProperty: 'color, transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&[aria-pressed="true"]': { color: vars.color.accent },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

globalStyle(`${wishlist}[aria-pressed="true"] svg`, { fill: 'currentColor' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.muted,
  lineHeight: vars.font.lineHeight.normal,
});

export const name = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.regular,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.ink,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  variants: {
    size: {
      xsmall: { fontSize: vars.font.size.medium },
      small: { fontSize: vars.font.size.large },
      medium: { fontSize: vars.font.size.large },
      large: { fontSize: vars.font.size.xlarge },
    },
  },
  defaultVariants: { size: 'small' },
});

/** The name link stretches over the whole card; buttons sit above it. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.small },
    '&:focus-visible::after': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
    '&:hover': {
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
      textDecorationThickness: vars.borderWidth.thin,
    },
  },
});

export const meta = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.muted,
  lineHeight: vars.font.lineHeight.normal,
});

export const priceRow = style({ marginTop: vars.space.xxsmall });

/** Interactive parts stay above the stretched link. */
export const raised = style({ position: 'relative', zIndex: 2 });

export const footer = style({
  position: 'relative',
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  marginTop: 'auto',
  paddingTop: vars.space.small,
});

export const skeletonMedia = style({
  display: 'block',
  aspectRatio: '0.736',
  borderRadius: vars.radius.small,
  overflow: 'hidden',
});
