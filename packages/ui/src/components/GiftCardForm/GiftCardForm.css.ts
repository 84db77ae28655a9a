import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.successSoft,
  color: vars.color.ink,
  fontSize: vars.font.size.small,
});

export const cardText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const code = style({
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.wide,
});

export const balance = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.infoSoft,
  color: vars.color.ink,
  fontSize: vars.font.size.small,
});
