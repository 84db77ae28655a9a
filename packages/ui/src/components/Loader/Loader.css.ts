import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const loaderSizes = ['small', 'medium', 'large'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.accent,
});

export const loaderFills = ['none', 'screen'] as const;

/**
 * `screen`: the loader holds a screen's height, the spinner at its top, so a page that fills in
 * after loading in the browser does not push what follows it (the footer) across the screen.
 */
export const fill = styleVariants({
  none: {},
  screen: { display: 'flex', alignItems: 'flex-start', minHeight: '100svh' },
});

export const spinner = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.round,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animationName: spin,
    animationDuration: vars.motion.duration.loop,
    animationTimingFunction: vars.motion.easing.linear,
    animationIterationCount: 'infinite',
    '@media': {
      // Reduced motion: the arc stays, it just does not turn.
      '(prefers-reduced-motion: reduce)': { animationName: 'none' },
    },
  },
  variants: {
    size: {
      small: {
        width: vars.size.loader.small,
        height: vars.size.loader.small,
        borderWidth: vars.borderWidth.thick,
      },
      medium: {
        width: vars.size.loader.medium,
        height: vars.size.loader.medium,
        borderWidth: vars.borderWidth.thick,
      },
      large: {
        width: vars.size.loader.large,
        height: vars.size.loader.large,
        borderWidth: vars.borderWidth.thick,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});
