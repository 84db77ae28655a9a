import { style } from '@vanilla-extract/css';

/**
 * Hidden on screen, read by assistive technology. The 1px box is the standard technique, not a
 * design value, so it does not come from the theme.
 */
/* eslint-disable no-restricted-syntax */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
/* eslint-enable no-restricted-syntax */
