import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.control.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.ink,
  fontSize: vars.font.size.small,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-highlighted]:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(${vars.size.focusRing} * -1)`,
    },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed' },
  },
});

export const label = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  color: vars.color.muted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const separator = style({
  height: vars.borderWidth.thin,
  marginBlock: vars.space.small,
  backgroundColor: vars.color.border,
});

export const content = style({ padding: vars.space.small });
