import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});
export const intro = style({ margin: 0, color: vars.color.inkSoft, fontSize: vars.font.size.small });
export const error = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.error });
export const success = style({
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.successSoft,
  color: vars.color.ink,
});
