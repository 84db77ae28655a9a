import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
});

export const progress = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.inkSoft,
});

export const step = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  selectors: {
    '&[data-state="current"]': { borderColor: vars.color.borderStrong },
    '&[data-state="upcoming"]': { background: vars.color.surfaceSunken },
  },
});

export const header = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.size.control.large,
  margin: 0,
  padding: vars.space.medium,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
    '&[aria-disabled="true"]': { color: vars.color.muted, cursor: 'default' },
    '&[aria-expanded="true"]': { cursor: 'default' },
  },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon.large,
  height: vars.size.icon.large,
  borderRadius: vars.radius.round,
  border: `${vars.borderWidth.thin} solid currentColor`,
  fontSize: vars.font.size.small,
  selectors: {
    '[data-state="current"] &': {
      background: vars.color.ink,
      borderColor: vars.color.ink,
      color: vars.color.onInk,
    },
    '[data-state="complete"] &': {
      background: vars.color.success,
      borderColor: vars.color.success,
      color: vars.color.onSuccess,
    },
  },
});

export const title = style({ flex: 1 });

export const edit = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.regular,
  color: vars.color.accent,
  textDecoration: 'underline',
});

export const summary = style({
  margin: 0,
  paddingInline: vars.space.medium,
  paddingBlockEnd: vars.space.medium,
  fontSize: vars.font.size.small,
  color: vars.color.inkSoft,
});

export const panel = style({
  paddingInline: vars.space.medium,
  paddingBlockEnd: vars.space.large,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
});
