import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});

export const text = style({ margin: 0 });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const error = style({ margin: 0, color: vars.color.error });
