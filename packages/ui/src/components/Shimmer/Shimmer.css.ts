import { createVar, keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const shimmerShapes = ['block', 'line', 'circle'] as const;

export const widthVar = createVar();
export const heightVar = createVar();

/**
 * The highlight sweeps left to right by moving a layer of its own (`transform`), which the
 * compositor animates without the page's main thread: animating `background-position` repainted
 * every shimmer on the main thread each frame, for as long as a lazy image below the fold had not
 * loaded (issue 18: 34 shimmers repainting at 60 fps on the home page). `content-visibility: auto`
 * skips a shimmer far from the viewport, and with it its animation: a lazy image below the fold
 * waits still instead of keeping the compositor busy at 60 fps (~10 % of a core on the home page
 * at rest); it sweeps again as it comes near. Its size is its own (width and height above), so
 * skipping changes no layout.
 */
const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const shimmer = recipe({
  base: {
    position: 'relative',
    display: 'block',
    overflow: 'hidden',
    width: widthVar,
    height: heightVar,
    backgroundColor: vars.color.shimmerBase,
    contentVisibility: 'auto',
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.shimmerHighlight} 50%, transparent 100%)`,
      transform: 'translateX(-100%)',
      animationName: sweep,
      animationDuration: vars.motion.duration.loop,
      animationTimingFunction: vars.motion.easing.standard,
      animationIterationCount: 'infinite',
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&::after': { display: 'none' } },
      },
    },
  },
  variants: {
    shape: {
      block: { vars: { [widthVar]: '100%', [heightVar]: '100%' }, borderRadius: vars.radius.medium },
      line: { vars: { [widthVar]: '100%', [heightVar]: '1em' }, borderRadius: vars.radius.small },
      circle: {
        vars: { [widthVar]: vars.size.control.medium, [heightVar]: vars.size.control.medium },
        borderRadius: vars.radius.round,
      },
    },
  },
  defaultVariants: { shape: 'block' },
});
