import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const ratioVar = createVar();
export const maxWidthVar = createVar();

export const root = style({
  display: 'flex',
  minWidth: 0,
  justifyContent: 'flex-start',
  selectors: {
    '&[data-align="center"]': { justifyContent: 'center' },
    '&[data-align="right"]': { justifyContent: 'flex-end' },
  },
});

export const frame = style({
  position: 'relative',
  width: '100%',
  maxWidth: fallbackVar(maxWidthVar, '100%'),
  aspectRatio: fallbackVar(ratioVar, '16 / 9'),
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.ink,
});

export const media = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  objectFit: 'cover',
});

/** The click-to-load placeholder: nothing is fetched from the video host before it is used. */
export const facade = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  color: vars.color.onInk,
  textDecoration: 'none',
  textAlign: 'center',
  cursor: 'pointer',
  backgroundImage: `radial-gradient(circle at 30% 20%, ${vars.color.inkSoft}, ${vars.color.ink} 70%)`,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing} - ${vars.size.focusOffset})`,
    },
  },
});

export const poster = style([
  media,
  {
    // Dimmed so the light title reads on any poster.
    filter: 'brightness(0.6)',
    transitionProperty: 'filter',
    transitionDuration: vars.motion.duration.medium,
    selectors: { [`${facade}:is(:hover, :focus-visible) &`]: { filter: 'brightness(0.7)' } },
  },
]);

export const playIcon = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.large,
  height: vars.size.control.large,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  boxShadow: vars.shadow.medium,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { [`${facade}:is(:hover, :focus-visible) &`]: { transform: 'scale(1.08)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const title = style({
  position: 'relative',
  maxWidth: '36rem',
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.snug,
  textShadow: `0 0 ${vars.space.small} ${vars.color.ink}`,
});

export const host = style({
  position: 'relative',
  fontSize: vars.font.size.xsmall,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  opacity: 0.85,
});
