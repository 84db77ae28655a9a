import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../packages/ui/src/themes/contract.css';

export const themeRoot = style({
  color: vars.color.ink,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.family.body,
});

globalStyle('body.sb-show-main', { backgroundColor: vars.color.surface });
