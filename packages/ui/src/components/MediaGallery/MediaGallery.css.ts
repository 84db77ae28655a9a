import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const stage = style({
  position: 'relative',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

export const track = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});

export const slide = style({
  flex: '0 0 100%',
  margin: 0,
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  padding: vars.space.small,
});

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  padding: vars.space.xxsmall,
});

export const thumbnail = style({
  flex: `0 0 calc(${vars.size.control.large} * 1.5)`,
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  overflow: 'hidden',
  opacity: 0.7,
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { opacity: 1 },
    '&[data-state="active"]': { opacity: 1, borderColor: vars.color.ink },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
  '@media': { [mediaQueries.large]: { flexBasis: `calc(${vars.size.control.large} * 2)` } },
});
