import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const textarea = style({
  display: 'block',
  resize: 'vertical',
  minHeight: `calc(${vars.size.control.medium} * 2.5)`,
  lineHeight: vars.font.lineHeight.normal,
});
