import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: `translate(-50%, calc(-50% + ${vars.space.large}))` },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});
const sheetIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

export const overlay = style({
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
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.ink,
    boxShadow: vars.shadow.large,
    outline: 'none',
    // Below 640 px the dialog is a full-screen sheet.
    inset: 0,
    animationName: sheetIn,
    animationDuration: vars.motion.duration.slow,
    animationTimingFunction: vars.motion.easing.enter,
    '@media': {
      [mediaQueries.small]: {
        inset: 'auto',
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        width: `calc(100vw - ${vars.space.xxlarge} * 2)`,
        maxHeight: `calc(100vh - ${vars.space.xxxlarge} * 2)`,
        borderRadius: vars.radius.medium,
        animationName: riseIn,
      },
    },
  },
  variants: {
    size: {
      small: { '@media': { [mediaQueries.small]: { maxWidth: vars.layout.dialogSmall } } },
      medium: { '@media': { [mediaQueries.small]: { maxWidth: vars.layout.dialogMedium } } },
      large: { '@media': { [mediaQueries.small]: { maxWidth: vars.layout.dialogLarge } } },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xlarge,
  // Room for the × button in the corner.
  paddingInlineStart: vars.space.xlarge,
  paddingInlineEnd: `calc(${vars.space.xlarge} + ${vars.size.control.small} + ${vars.space.small})`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: vars.font.letterSpacing.tight,
  color: vars.color.ink,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.muted,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.xlarge,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const closeButton = style({
  position: 'absolute',
  top: `calc(${vars.space.xlarge} - ${vars.space.xsmall})`,
  insetInlineEnd: vars.space.large,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
});
