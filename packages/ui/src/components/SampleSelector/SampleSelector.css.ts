import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.ink,
});

export const status = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.inkSoft,
  selectors: { '&[data-state="full"]': { color: vars.color.ink, fontWeight: vars.font.weight.medium } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxxlarge} * 3), 1fr))`,
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.border}`,
  selectors: {
    '&[data-state="selected"]': {
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thick} ${vars.color.accent}`,
    },
  },
});

export const media = style({
  borderRadius: vars.radius.small,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
});

export const error = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.error });
