import { style } from '@vanilla-extract/css';

/** Lines (or, in older content, columns directly) wrap inside the group. */
export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  width: '100%',
  minWidth: 0,
});
