import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const travel = keyframes({
  from: { transform: 'translateX(-100%) scaleX(0.4)' },
  to: { transform: 'translateX(100%) scaleX(0.4)' },
});

export const track = style({
  position: 'relative',
  width: '100%',
  height: vars.borderWidth.thick,
  overflow: 'hidden',
  selectors: { '&[data-state="off"]': { visibility: 'hidden' } },
});

export const bar = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: vars.color.accent,
  transformOrigin: 'left',
  selectors: {
    '[data-state="loading"] > &': {
      animationName: travel,
      animationDuration: vars.motion.duration.loop,
      animationTimingFunction: vars.motion.easing.standard,
      animationIterationCount: 'infinite',
    },
    '[data-state="done"] > &': { transform: 'none' },
  },
  '@media': {
    // Reduced motion: a still, half-width bar instead of a moving one.
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '[data-state="loading"] > &': { animationName: 'none', transform: 'scaleX(0.5)' },
      },
    },
  },
});
