import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const figure = style({
  display: 'block',
  minWidth: 0,
});

export const link = style({
  display: 'block',
  color: 'inherit',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const caption = style({
  marginTop: vars.space.small,
  color: vars.color.muted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
});
