import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const indexVar = createVar();
export const dragVar = createVar();

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  // Vertical page scroll stays native; horizontal drags are the slider's.
  touchAction: 'pan-y',
});

export const track = style({
  display: 'flex',
  flexGrow: 1,
  transform: `translate3d(calc(${indexVar} * -100% + ${dragVar}), 0, 0)`,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-dragging]': { transitionDuration: '0s' },
    // Fade: every slide in one grid cell, cross-fading.
    '[data-fade] &': { display: 'grid', transform: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const slide = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '0 0 100%',
  minWidth: 0,
  transitionProperty: 'opacity, visibility',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '[data-fade] &': { gridArea: '1 / 1' },
    '[data-fade] &[data-state="inactive"]': { opacity: 0, visibility: 'hidden' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const slideInner = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
});

// The slide (a banner) fills the slider's height.
globalStyle(`${slideInner} > *`, { flexGrow: 1 });

const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  cursor: 'pointer',
  color: vars.color.ink,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
});

export const arrow = style([
  control,
  {
    position: 'absolute',
    top: '50%',
    zIndex: 1,
    transform: 'translateY(-50%)',
    width: vars.size.control.medium,
    height: vars.size.control.medium,
    borderRadius: vars.radius.round,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.small,
    selectors: {
      '&[data-direction="previous"]': { insetInlineStart: vars.space.medium },
      '&[data-direction="next"]': { insetInlineEnd: vars.space.medium },
      '&:hover:not(:disabled)': { backgroundColor: vars.color.surface },
    },
    // Phones: the arrows would cover the slide's message; swipe and the dots do their job.
    '@media': { [mediaQueries.belowMedium]: { display: 'none' } },
  },
]);

export const controls = style({
  order: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
});

export const dots = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A 24 px target (WCAG 2.5.8) around a small dot. */
export const dot = style([
  control,
  {
    width: vars.size.control.small,
    height: vars.size.control.small,
    backgroundColor: 'transparent',
    '::before': {
      content: '""',
      width: vars.space.small,
      height: vars.space.small,
      borderRadius: vars.radius.round,
      border: `${vars.borderWidth.thin} solid ${vars.color.ink}`,
      backgroundColor: 'transparent',
    },
    selectors: {
      '&[aria-current="true"]::before': { backgroundColor: vars.color.ink },
      '&:hover::before': { backgroundColor: vars.color.inkSoft },
    },
  },
]);

export const playToggle = style([
  control,
  {
    width: vars.size.control.small,
    height: vars.size.control.small,
    borderRadius: vars.radius.round,
    backgroundColor: 'transparent',
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
  },
]);
