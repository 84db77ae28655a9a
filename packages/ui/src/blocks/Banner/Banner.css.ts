import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const bannerAppearances = ['poster', 'collage-left', 'collage-centered', 'collage-right'] as const;
export const bannerShows = ['always', 'hover', 'never'] as const;

export const overlayColorVar = createVar();
export const objectFitVar = createVar();
export const objectPositionVar = createVar();

/** Spec §9 "Page-builder overlay max width 540px" (as rem, so it follows the reader's text size). */
const overlayMaxWidth = `${540 / 16}rem`;

export const root = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  color: vars.color.ink,
});

/** The whole banner is the link when it has one. */
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing} - ${vars.size.focusOffset})`,
    },
  },
});

export const media = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  overflow: 'hidden',
});

export const picture = style({ display: 'contents' });

export const img = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: fallbackVar(objectFitVar, 'cover') as 'cover',
  objectPosition: fallbackVar(objectPositionVar, 'center'),
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

/** Poster: the whole banner is the content area; collage: a panel on one side. */
export const wrapper = style({
  position: 'relative',
  display: 'flex',
  flexGrow: 1,
  alignItems: 'center',
  padding: vars.space.xlarge,
  boxSizing: 'border-box',
  '@media': { [mediaQueries.large]: { padding: vars.space.xxlarge } },
  selectors: {
    '[data-appearance="poster"] &': { justifyContent: 'center', textAlign: 'center' },
    '[data-appearance="collage-left"] &': { justifyContent: 'flex-start' },
    '[data-appearance="collage-centered"] &': { justifyContent: 'center' },
    '[data-appearance="collage-right"] &': { justifyContent: 'flex-end' },
  },
});

/** The overlay colour: over the whole poster, or behind the collage panel only. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundColor: fallbackVar(overlayColorVar, 'transparent'),
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.medium,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '[data-overlay="never"] &': { display: 'none' },
    '[data-overlay="hover"] &': { opacity: 0 },
    '[data-overlay="hover"]:is(:hover, :focus-within) &': { opacity: 1 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const content = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  maxWidth: overlayMaxWidth,
  selectors: {
    '[data-appearance="poster"] &': { alignItems: 'center' },
    '[data-appearance^="collage"] &': { padding: vars.space.xlarge, alignItems: 'flex-start' },
    '[data-appearance="collage-centered"] &': { alignItems: 'center', textAlign: 'center' },
  },
  '@media': {
    [mediaQueries.belowMedium]: {
      selectors: { '[data-appearance^="collage"] &': { padding: vars.space.large } },
    },
  },
});

globalStyle(`${content} > div > :last-child`, { marginBottom: 0 });

export const button = style({
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.medium,
  selectors: {
    '[data-show-button="hover"] &': { opacity: 0 },
    '[data-show-button="hover"]:is(:hover, :focus-within) &': { opacity: 1 },
  },
  '@media': {
    // Touch screens have no hover: the button is always shown there.
    '(hover: none)': { selectors: { '[data-show-button="hover"] &': { opacity: 1 } } },
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

globalStyle(`${root}:is(:hover, :focus-within) ${img}`, { transform: 'scale(1.02)' });
