import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.medium,
  height: vars.size.control.medium,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.ink,
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
});

export const iconWrap = style({ position: 'relative', display: 'inline-flex' });

/** Sits on the icon's upper right corner, overlapping it slightly. */
export const badge = style({
  position: 'absolute',
  top: `calc(${vars.space.small} * -1)`,
  insetInlineStart: `calc(100% - ${vars.space.small})`,
  display: 'flex',
  pointerEvents: 'none',
});
