import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

export const root = style({
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const item = style({ borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}` });

export const header = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.size.control.large,
  margin: 0,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.xsmall,
  border: 0,
  background: 'transparent',
  color: vars.color.ink,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.accent },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
    '&:disabled': { color: vars.color.muted, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.inkSoft,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.medium,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const content = style({
  overflow: 'hidden',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.inkSoft,
  selectors: {
    '&[data-state="open"]': {
      animation: `${open} ${vars.motion.duration.medium} ${vars.motion.easing.enter}`,
    },
    '&[data-state="closed"]': {
      animation: `${close} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

export const contentInner = style({ paddingInline: vars.space.xsmall, paddingBlockEnd: vars.space.large });
