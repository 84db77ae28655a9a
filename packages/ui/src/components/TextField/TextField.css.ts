import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/**
 * Shared looks of the form fields (TextField, PasswordField, Select, QuantityInput, Checkbox,
 * RadioGroup): one label, one control, hint and message below, in the same rhythm everywhere.
 */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.ink,
  selectors: { '[data-disabled] &': { color: vars.color.muted } },
});

export const asterisk = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.error,
});

export const optionalMark = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.muted,
});

export const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusOffset,
} as const;

/** The box of a single-line control: input, select trigger, quantity stepper. */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
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
    // 16px keeps mobile browsers from zooming into the field.
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.snug,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&::placeholder': { color: vars.color.muted, opacity: 1 },
      '&:hover:not(:disabled):not([data-disabled]):not([readonly])': { borderColor: vars.color.ink },
      '&:focus-visible': focusRing,
      '&:disabled, &[data-disabled]': {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.border,
        color: vars.color.muted,
        cursor: 'not-allowed',
      },
      '&[readonly]': { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.border },
      '&[aria-invalid="true"]': { borderColor: vars.color.error },
      // A box holding an input and a button (PasswordField): the box shows the focus.
      '&[data-with-slot]': { paddingBlock: 0, paddingInlineEnd: vars.space.xxsmall, gap: vars.space.xsmall },
      '&[data-with-slot]:has(input:focus-visible)': focusRing,
    },
  },
  variants: {
    invalid: { true: { borderColor: vars.color.error }, false: {} },
  },
  defaultVariants: { invalid: false },
});

export const below = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  selectors: {
    // Nothing to show: take no room (the empty live region stays in the tree).
    '&:not(:has(p))': { marginBlockStart: `calc(-1 * ${vars.space.xsmall})` },
  },
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.muted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.normal,
  fontWeight: vars.font.weight.medium,
  color: vars.color.error,
});

export const counter = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-state="over"]': { color: vars.color.error, fontWeight: vars.font.weight.medium } },
});

/** The input inside a box with a slot: the box draws border and focus. */
export const slotInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.muted, opacity: 1 } },
});
