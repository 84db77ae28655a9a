import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.large,
  maxWidth: vars.layout.containerNarrow,
  marginInline: 'auto',
  paddingBlock: vars.space.xxxlarge,
  '@media': { [mediaQueries.medium]: { paddingBlock: `calc(${vars.space.xxxlarge} * 2)` } },
});

export const eyebrow = style({
  color: vars.color.accent,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const message = style({
  color: vars.color.inkSoft,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.relaxed,
  maxWidth: '36ch',
});

export const action = style({ paddingTop: vars.space.small });
