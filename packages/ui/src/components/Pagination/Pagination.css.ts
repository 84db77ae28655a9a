import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const nav = style({ fontFamily: vars.font.family.body, color: vars.color.ink });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control.medium,
  height: vars.size.control.medium,
  margin: 0,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.thin} solid transparent`,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.ink,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.borderStrong },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.font.weight.strong,
      cursor: 'default',
    },
    '&[data-disabled]': { color: vars.color.border, cursor: 'default' },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control.small,
  color: vars.color.muted,
});
