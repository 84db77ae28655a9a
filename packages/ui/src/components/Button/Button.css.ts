import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'link'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

/** Text colour of the variant; the spinner keeps it while the label is hidden. */
const fg = createVar();
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const interactive = '&:not([aria-disabled="true"]):not(:disabled)';

export const button = recipe({
  base: {
    vars: { [fg]: vars.color.ink },
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    margin: 0,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.small,
    color: fg,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.strong,
    letterSpacing: vars.font.letterSpacing.wide,
    textTransform: 'uppercase',
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    // A label longer than the room wraps between words (a German or French label on a phone)
    // instead of running off the screen.
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress', color: 'transparent' },
    },
  },
  variants: {
    variant: {
      primary: {
        vars: { [fg]: vars.color.onBrand },
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          [`${interactive}:hover`]: {
            backgroundColor: vars.color.brandHover,
            borderColor: vars.color.brandHover,
          },
        },
      },
      secondary: {
        vars: { [fg]: vars.color.ink },
        backgroundColor: 'transparent',
        borderColor: vars.color.ink,
        selectors: { [`${interactive}:hover`]: { backgroundColor: vars.color.surfaceSunken } },
      },
      ghost: {
        vars: { [fg]: vars.color.ink },
        backgroundColor: 'transparent',
        selectors: { [`${interactive}:hover`]: { backgroundColor: vars.color.surfaceSunken } },
      },
      link: {
        vars: { [fg]: vars.color.accent },
        backgroundColor: 'transparent',
        textTransform: 'none',
        letterSpacing: vars.font.letterSpacing.normal,
        fontWeight: vars.font.weight.medium,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: { [`${interactive}:hover`]: { vars: { [fg]: vars.color.accentHover } } },
      },
    },
    size: {
      small: {
        minHeight: vars.size.control.small,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.xsmall,
      },
      medium: {
        minHeight: vars.size.control.medium,
        paddingInline: vars.space.xlarge,
        fontSize: vars.font.size.small,
      },
      large: {
        minHeight: vars.size.control.large,
        paddingInline: vars.space.xxlarge,
        fontSize: vars.font.size.small,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
    /** An icon without text (named by aria-label): square, as tall as its size. */
    iconOnly: { true: { paddingInline: 0, aspectRatio: '1' }, false: {} },
    disabled: {
      true: {
        vars: { [fg]: vars.color.muted },
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.surfaceSunken,
      },
      false: {},
    },
  },
  compoundVariants: [
    // A link-styled button sits in running text: no box, no minimum height.
    { variants: { variant: 'link', size: 'small' }, style: { minHeight: 0, paddingInline: 0 } },
    { variants: { variant: 'link', size: 'medium' }, style: { minHeight: 0, paddingInline: 0 } },
    { variants: { variant: 'link', size: 'large' }, style: { minHeight: 0, paddingInline: 0 } },
    {
      variants: { variant: 'link', disabled: true },
      style: { backgroundColor: 'transparent', borderColor: 'transparent' },
    },
  ],
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false, iconOnly: false, disabled: false },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: vars.size.icon.small,
  height: vars.size.icon.small,
  borderRadius: vars.radius.round,
  border: `${vars.borderWidth.thick} solid ${fg}`,
  borderRightColor: 'transparent',
  animationName: spin,
  animationDuration: vars.motion.duration.loop,
  animationTimingFunction: vars.motion.easing.linear,
  animationIterationCount: 'infinite',
  // Reduced motion: the arc stays, it just does not turn.
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});
