import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const appear = keyframes({
  from: { opacity: 0, transform: `translateY(calc(${vars.space.xsmall} * -1))` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** Floating card shared by Popover and DropdownMenu. */
export const floating = style({
  zIndex: vars.zIndex.overlay,
  minWidth: vars.layout.menuWidth,
  maxWidth: `calc(100vw - ${vars.space.xlarge})`,
  padding: vars.space.large,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  animationName: appear,
  animationDuration: vars.motion.duration.fast,
  animationTimingFunction: vars.motion.easing.enter,
});

export const close = style({
  position: 'absolute',
  top: vars.space.small,
  insetInlineEnd: vars.space.small,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.inkSoft,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.ink } },
});
