import { style } from '@vanilla-extract/css';
import { blockContainer, blockQueries } from '../../private/blockQueries';
import { vars } from '../../themes/contract.css';

export const root = style({
  ...blockContainer,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  color: vars.color.ink,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: `${vars.space.large} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [blockQueries.medium]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [blockQueries.large]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: vars.space.large },
  },
});

export const cell = style({ display: 'flex', minWidth: 0, width: '100%' });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  width: '100%',
  borderRadius: vars.radius.medium,
  color: vars.color.ink,
  fontFamily: vars.font.family.body,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const media = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  marginBottom: vars.space.xsmall,
  overflow: 'hidden',
  borderRadius: vars.radius.round,
  background: vars.color.surfaceSunken,
  transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  selectors: {
    [`${tile}:hover &`]: { transform: 'scale(1.03)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const initial = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxxlarge,
});

export const name = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  selectors: { [`${tile}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
});

export const count = style({ fontSize: vars.font.size.xsmall, color: vars.color.inkSoft });
