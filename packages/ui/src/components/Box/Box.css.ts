import { style } from '@vanilla-extract/css';

/** Box adds nothing but sprinkles; this class only marks it for debugging. */
export const box = style({});
