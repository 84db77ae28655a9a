import { createVar, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { blockContainer, blockQueries } from '../../private/blockQueries';
import { vars } from '../../themes/contract.css';

/** Share of the quiz done, 0 to 1. */
export const progressVar = createVar();

export const root = style({
  ...blockContainer,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  color: vars.color.ink,
  fontFamily: vars.font.family.body,
  '@media': { [mediaQueries.medium]: { padding: vars.space.xxlarge } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

export const introText = style({
  margin: 0,
  maxWidth: '36rem',
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.ink,
});

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const progressText = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.inkSoft,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const track = style({
  position: 'relative',
  height: vars.space.xsmall,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
});

export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  transform: `scaleX(${progressVar})`,
  transformOrigin: 'left',
  transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: { '[dir="rtl"] &': { transformOrigin: 'right' } },
});

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const question = style({
  margin: 0,
  padding: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.snug,
});

export const hint = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.inkSoft });

export const answers = style({
  display: 'grid',
  gap: vars.space.small,
  '@container': { [blockQueries.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  selectors: {
    '&[data-count="many"]': {
      '@container': { [blockQueries.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
  },
});

export const answer = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[data-state="checked"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.brand}`,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

/** The native input stays in place (keyboard, forms, screen readers) but is drawn by `mark`. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: 'transparent',
  selectors: {
    '&[data-kind="radio"]': { borderRadius: vars.radius.round },
    '&[data-kind="checkbox"]': { borderRadius: vars.radius.small },
    '[data-state="checked"] > &': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const answerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const answerLabel = style({ fontSize: vars.font.size.medium, fontWeight: vars.font.weight.medium });

export const answerDescription = style({ fontSize: vars.font.size.small, color: vars.color.inkSoft });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.error,
});

export const nav = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const emailIntro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const done = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });
