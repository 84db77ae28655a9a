import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const summary = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.inkSoft,
});

export const count = style({ color: vars.color.muted });
