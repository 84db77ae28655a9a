import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const cookieBannerPositions = ['fixed', 'inline'] as const;

export const root = recipe({
  base: { width: '100%' },
  variants: {
    position: {
      fixed: {
        position: 'fixed',
        zIndex: vars.zIndex.overlay,
        insetInline: 0,
        bottom: 0,
        padding: vars.space.medium,
        '@media': { [mediaQueries.small]: { padding: vars.space.xlarge } },
      },
      inline: {},
    },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.layout.containerMedium,
  maxHeight: `calc(100vh - ${vars.space.xxlarge})`,
  overflowY: 'auto',
  marginInline: 'auto',
  padding: vars.space.xlarge,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  '@media': { [mediaQueries.medium]: { padding: vars.space.xxlarge } },
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.medium]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xxlarge },
  },
});

export const textBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, flex: 1 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.snug,
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.inkSoft,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  '@media': { [mediaQueries.small]: { flexDirection: 'row', justifyContent: 'flex-end', flexShrink: 0 } },
});

export const categories = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const category = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.large,
  paddingBlock: vars.space.large,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const categoryText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const categoryLabel = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
});

export const categoryNote = style({ fontSize: vars.font.size.xsmall, color: vars.color.muted });

/** Switch: a native checkbox (role="switch") drawn as a track with a knob. */
export const switchInput = style({
  appearance: 'none',
  flexShrink: 0,
  position: 'relative',
  width: `calc(${vars.size.control.small} * 1.5)`,
  height: vars.size.icon.large,
  margin: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.borderStrong,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  '::before': {
    content: '""',
    position: 'absolute',
    top: vars.space.xxsmall,
    left: vars.space.xxsmall,
    width: `calc(${vars.size.icon.large} - ${vars.space.xxsmall} * 2)`,
    height: `calc(${vars.size.icon.large} - ${vars.space.xxsmall} * 2)`,
    borderRadius: vars.radius.round,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.small,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.fast,
  },
  selectors: {
    '&:checked': { backgroundColor: vars.color.accent },
    '&:checked::before': {
      transform: `translateX(calc(${vars.size.control.small} * 1.5 - ${vars.size.icon.large}))`,
    },
    '&:disabled': { cursor: 'not-allowed', backgroundColor: vars.color.accent },
  },
});
