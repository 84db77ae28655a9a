import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '36rem',
});
export const rating = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const error = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.error });

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.successSoft,
  color: vars.color.ink,
});
export const successTitle = style({ margin: 0, fontWeight: vars.font.weight.medium });
export const note = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.inkSoft });
