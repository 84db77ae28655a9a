import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const ring = {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusOffset,
} as const;

export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    width: '100%',
    minHeight: vars.size.control.medium,
    margin: 0,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.small,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.ink,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.snug,
    textAlign: 'start',
    cursor: 'pointer',
    transitionProperty: 'border-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-placeholder]': { color: vars.color.muted },
      '&:hover:not(:disabled)': { borderColor: vars.color.ink },
      '&:focus-visible': ring,
      '&[data-state="open"]': { borderColor: vars.color.ink },
      '&:disabled': {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.border,
        color: vars.color.muted,
        cursor: 'not-allowed',
      },
    },
  },
  variants: { invalid: { true: { borderColor: vars.color.error }, false: {} } },
  defaultVariants: { invalid: false },
});

export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.inkSoft,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

export const content = style({
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'min(22rem, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
});

export const viewport = style({ padding: vars.space.xsmall, overflowY: 'auto' });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.size.control.small,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.focus}` },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.strong },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed', textDecoration: 'line-through' },
    '&[data-empty]': { color: vars.color.muted },
  },
});

export const indicator = style({ display: 'inline-flex', color: vars.color.accent });

export const filter = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.muted,
  selectors: { '&:focus-within': { boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.focus}` } },
});

export const filterInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.control.medium,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.ink,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.muted, opacity: 1 } },
});

export const noMatches = style({
  margin: 0,
  paddingInline: vars.space.medium,
  fontSize: vars.font.size.small,
  color: vars.color.muted,
  selectors: { '&:not(:empty)': { paddingBlock: vars.space.medium } },
});
