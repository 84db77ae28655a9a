import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const percentVar = createVar();
export const positionVar = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.border}`,
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.ink,
  lineHeight: vars.font.lineHeight.normal,
});

export const track = style({
  position: 'relative',
  height: vars.space.small,
  marginInline: vars.space.small,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  width: percentVar,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  transitionProperty: 'width',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
});

export const marker = style({
  position: 'absolute',
  top: '50%',
  left: positionVar,
  width: vars.space.large,
  height: vars.space.large,
  transform: 'translate(-50%, -50%)',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.thick} ${vars.color.borderStrong}`,
  selectors: {
    '&[data-state="reached"]': {
      backgroundColor: vars.color.accent,
      boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.color.surfaceRaised}`,
    },
  },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  textAlign: 'center',
  fontSize: vars.font.size.xsmall,
  color: vars.color.muted,
  lineHeight: vars.font.lineHeight.snug,
});

export const stageName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontWeight: vars.font.weight.medium,
  selectors: { [`${stage}[data-state="reached"] &`]: { color: vars.color.accent } },
});
