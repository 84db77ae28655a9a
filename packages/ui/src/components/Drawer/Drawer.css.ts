import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const drawerSides = ['left', 'right'] as const;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

/** The mask: shown while the drawer is open; a click on it closes the drawer. */
export const mask = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.scrim,
  animationName: fadeIn,
  animationDuration: vars.motion.duration.medium,
  animationTimingFunction: vars.motion.easing.enter,
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    width: `min(${vars.layout.drawerWidth}, calc(100vw - ${vars.space.xxxlarge}))`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.ink,
    boxShadow: vars.shadow.large,
    outline: 'none',
    animationDuration: vars.motion.duration.slow,
    animationTimingFunction: vars.motion.easing.enter,
  },
  variants: {
    side: {
      left: { left: 0, animationName: fromLeft },
      right: { right: 0, animationName: fromRight },
    },
  },
  defaultVariants: { side: 'right' },
});

/** The foot of the sheet where toasts dock while it is open (empty: takes no room). */
export const toastDock = style({ flexShrink: 0 });
