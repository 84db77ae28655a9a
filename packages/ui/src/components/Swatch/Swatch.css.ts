import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The one dynamic colour in the kit: a swatch hex from the API, set through `style`. */
export const swatchColorVar = createVar();

export const swatch = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 18 px chip + 4 px on each side: a 26 px target (WCAG 2.5.8).
  padding: vars.space.xsmall,
  margin: 0,
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-kind="text"]': { borderRadius: vars.radius.small },
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
});

export const chip = style({
  position: 'relative',
  display: 'block',
  width: vars.size.swatch,
  height: vars.size.swatch,
  borderRadius: vars.radius.round,
  backgroundColor: swatchColorVar,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.border}`,
  overflow: 'hidden',
  transitionProperty: 'box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  vars: { [swatchColorVar]: vars.color.surfaceSunken },
  selectors: {
    [`${swatch}[data-kind="text"] &`]: {
      width: 'auto',
      minWidth: vars.size.swatch,
      height: 'auto',
      paddingInline: vars.space.small,
      paddingBlock: vars.space.xxsmall,
      borderRadius: vars.radius.small,
      backgroundColor: vars.color.surfaceRaised,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.borderStrong}`,
      fontSize: vars.font.size.xsmall,
      lineHeight: vars.font.lineHeight.normal,
      whiteSpace: 'nowrap',
    },
    [`${swatch}:not([aria-disabled="true"]):hover &`]: {
      boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.color.surface}, 0 0 0 calc(${vars.borderWidth.thick} + ${vars.borderWidth.thin}) ${vars.color.borderStrong}`,
    },
    [`${swatch}[aria-checked="true"] &`]: {
      boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.color.surface}, 0 0 0 calc(${vars.borderWidth.thick} * 2) ${vars.color.ink}`,
    },
    [`${swatch}[data-kind="text"][aria-checked="true"] &`]: {
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thick} ${vars.color.ink}`,
      fontWeight: vars.font.weight.medium,
    },
    [`${swatch}[aria-disabled="true"] &`]: { opacity: 0.55 },
    [`${swatch}[data-kind="text"][aria-disabled="true"] &`]: { color: vars.color.muted, opacity: 1 },
  },
});

/** Unavailable: a diagonal strike across the chip. */
export const strike = style({
  position: 'absolute',
  inset: vars.space.xsmall,
  pointerEvents: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: '-15%',
      width: '130%',
      height: vars.borderWidth.thick,
      backgroundColor: vars.color.ink,
      boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.surface}`,
      transform: 'translateY(-50%) rotate(-45deg)',
    },
    [`${swatch}[data-kind="text"] &::after`]: {
      left: 0,
      width: '100%',
      transform: `translateY(-50%) rotate(-12deg)`,
      backgroundColor: vars.color.muted,
      height: vars.borderWidth.thin,
    },
  },
});

export const swatchImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const tooltip = style({
  position: 'absolute',
  bottom: `calc(100% + ${vars.space.xxsmall})`,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 2,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.ink,
  color: vars.color.onInk,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  visibility: 'hidden',
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${swatch}:hover &, ${swatch}:focus-visible &`]: { visibility: 'visible', opacity: 1 },
  },
});
