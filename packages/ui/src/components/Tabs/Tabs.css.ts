import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xlarge,
  overflowX: 'auto',
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  scrollbarWidth: 'none',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      gap: vars.space.xsmall,
      borderBlockEnd: 0,
      borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});

export const trigger = style({
  flexShrink: 0,
  minHeight: vars.size.control.medium,
  margin: 0,
  paddingInline: vars.space.xxsmall,
  border: 0,
  borderBlockEnd: `${vars.borderWidth.thick} solid transparent`,
  background: 'transparent',
  color: vars.color.muted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.ink },
    '&[data-state="active"]': { color: vars.color.ink, borderBlockEndColor: vars.color.brand },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
    '&:disabled': { color: vars.color.border, cursor: 'not-allowed' },
    '[data-orientation="vertical"] > &': {
      textAlign: 'start',
      paddingInline: vars.space.medium,
      borderBlockEnd: 0,
      borderInlineEnd: `${vars.borderWidth.thick} solid transparent`,
    },
    '[data-orientation="vertical"] > &[data-state="active"]': { borderInlineEndColor: vars.color.brand },
  },
});

export const content = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.inkSoft,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});
