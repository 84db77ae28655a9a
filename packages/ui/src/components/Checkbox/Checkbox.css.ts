import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
});

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.medium });

/** The 24px box keeps the target size (WCAG 2.5.8) around the 20px mark. */
export const boxWrap = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.icon.large,
  height: vars.size.icon.large,
  alignItems: 'center',
  justifyContent: 'center',
});

export const input = style({
  appearance: 'none',
  margin: 0,
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.ink },
    '&:checked, &[data-state="indeterminate"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
    '&:disabled:checked, &:disabled[data-state="indeterminate"]': {
      backgroundColor: vars.color.muted,
      borderColor: vars.color.muted,
    },
  },
});

export const mark = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.onBrand,
  pointerEvents: 'none',
});

export const dash = style({
  width: vars.space.medium,
  height: vars.borderWidth.thick,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.onBrand,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  // Centre the first line on the 24px box.
  paddingBlockStart: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: { '[data-disabled] &': { color: vars.color.muted, cursor: 'not-allowed' } },
});

export const asterisk = style({ marginInlineStart: vars.space.xxsmall, color: vars.color.error });

export const description = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.muted,
});

// Stays in the tree (so its message is announced) but takes no room while empty.
export const errorRegion = style({
  selectors: { '&:empty': { marginBlockStart: `calc(-1 * ${vars.space.xsmall})` } },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: `calc(${vars.size.icon.large} + ${vars.space.medium})`,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.normal,
  fontWeight: vars.font.weight.medium,
  color: vars.color.error,
});
