import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const colorVar = createVar();
export const widthVar = createVar();
export const thicknessVar = createVar();

export const root = style({
  display: 'flex',
  minWidth: 0,
  justifyContent: 'flex-start',
  selectors: {
    '&[data-align="center"]': { justifyContent: 'center' },
    '&[data-align="right"]': { justifyContent: 'flex-end' },
  },
});

export const line = style({
  width: fallbackVar(widthVar, '100%'),
  maxWidth: '100%',
  margin: 0,
  border: 0,
  borderBlockStart: `${fallbackVar(thicknessVar, vars.borderWidth.thin)} solid ${fallbackVar(colorVar, vars.color.border)}`,
});
