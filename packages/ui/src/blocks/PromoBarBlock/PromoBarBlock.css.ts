import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ minWidth: 0 });

export const content = style({});

// Author HTML inside a one-line bar: no paragraph spacing, links underlined in the bar's colour.
globalStyle(`${content} :is(p, div)`, { display: 'inline', margin: 0 });
globalStyle(`${content} a`, { color: 'inherit', textUnderlineOffset: vars.space.xxsmall });

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid currentColor`,
      outlineOffset: vars.size.focusOffset,
      borderRadius: vars.radius.small,
    },
  },
});
