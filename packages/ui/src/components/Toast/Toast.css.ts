import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

/** Duration of the timeout bar, set inline from the toast's timeout. */
export const progressDuration = createVar();

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.large})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const countdown = keyframes({ from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } });

export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  bottom: 0,
  left: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  outline: 'none',
  '@media': {
    [mediaQueries.small]: {
      left: 'auto',
      width: `calc(${vars.layout.dialogSmall} + ${vars.space.xlarge} * 2)`,
      padding: vars.space.xlarge,
    },
  },
});

/** The viewport inside an open drawer's foot: in the flow, under the drawer's own controls. */
export const dockedViewport = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.xlarge,
  listStyle: 'none',
  outline: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

const typeColors = {
  success: { main: vars.color.success, soft: vars.color.successSoft },
  warning: { main: vars.color.warning, soft: vars.color.warningSoft },
  error: { main: vars.color.error, soft: vars.color.errorSoft },
  info: { main: vars.color.info, soft: vars.color.infoSoft },
} as const;

const tone = createVar();
const toneSoft = createVar();

export const toast = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.medium,
    paddingBlock: vars.space.large,
    paddingInlineStart: vars.space.large,
    paddingInlineEnd: vars.space.medium,
    overflow: 'hidden',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.ink,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderInlineStart: `${vars.borderWidth.thick} solid ${tone}`,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.medium,
    animationName: slideIn,
    animationDuration: vars.motion.duration.medium,
    animationTimingFunction: vars.motion.easing.enter,
    selectors: {
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
    },
  },
  variants: {
    type: Object.fromEntries(
      Object.entries(typeColors).map(([k, v]) => [k, { vars: { [tone]: v.main, [toneSoft]: v.soft } }]),
    ) as Record<keyof typeof typeColors, { vars: Record<string, string> }>,
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  borderRadius: vars.radius.round,
  backgroundColor: toneSoft,
  color: tone,
});

/** The message and, when there is one, its action button under it. */
export const body = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.small,
  alignSelf: 'center',
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.ink,
});

export const close = style({
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

export const progress = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: vars.borderWidth.thick,
  backgroundColor: tone,
  transformOrigin: 'left',
  animationName: countdown,
  animationDuration: progressDuration,
  animationTimingFunction: vars.motion.easing.linear,
  animationFillMode: 'forwards',
  selectors: { '[data-paused] > &': { animationPlayState: 'paused' } },
  // Reduced motion: the bar stays full instead of running down.
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});
