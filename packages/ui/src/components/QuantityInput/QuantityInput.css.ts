import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { visuallyHidden } from '../../private/visuallyHidden.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
});

export const label = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });
export const hiddenLabel = visuallyHidden;

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  height: vars.size.control.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceRaised,
  selectors: {
    '&:has(input:focus-visible)': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
    '[data-disabled] > &': { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.medium,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.ink,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.large,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
    '&:disabled': { color: vars.color.muted, cursor: 'not-allowed' },
  },
});

export const input = style({
  width: vars.size.control.medium,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  outline: 'none',
  selectors: { '&:disabled': { color: vars.color.muted } },
});

export const hint = style({ margin: 0, fontSize: vars.font.size.xsmall, color: vars.color.muted });
