import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});

export const details = style({ fontSize: vars.font.size.small });

export const summary = style({
  minHeight: vars.size.control.small,
  cursor: 'pointer',
  fontWeight: vars.font.weight.medium,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  marginBlockStart: vars.space.small,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const thumb = style({
  flexShrink: 0,
  width: vars.size.control.large,
  height: vars.size.control.large,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });
export const name = style({ fontWeight: vars.font.weight.medium });
export const meta = style({ color: vars.color.inkSoft, fontSize: vars.font.size.xsmall });
export const price = style({ fontWeight: vars.font.weight.strong, whiteSpace: 'nowrap' });
