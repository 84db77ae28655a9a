import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const toggle = style({
  flexShrink: 0,
  alignSelf: 'center',
  minHeight: vars.size.control.small,
  minWidth: vars.size.control.small,
  margin: 0,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.accent,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.accentHover, backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
    '&:disabled': { color: vars.color.muted, cursor: 'not-allowed' },
  },
});
