import { createVar, keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const shimmerShapes = ['block', 'line', 'circle'] as const;

export const widthVar = createVar();
export const heightVar = createVar();

const sweep = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

export const shimmer = recipe({
  base: {
    display: 'block',
    width: widthVar,
    height: heightVar,
    backgroundColor: vars.color.shimmerBase,
    backgroundImage: `linear-gradient(90deg, ${vars.color.shimmerBase} 0%, ${vars.color.shimmerHighlight} 50%, ${vars.color.shimmerBase} 100%)`,
    backgroundSize: '200% 100%',
    backgroundRepeat: 'no-repeat',
    animationName: sweep,
    animationDuration: vars.motion.duration.loop,
    animationTimingFunction: vars.motion.easing.standard,
    animationIterationCount: 'infinite',
    '@media': {
      '(prefers-reduced-motion: reduce)': { animationName: 'none', backgroundImage: 'none' },
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
