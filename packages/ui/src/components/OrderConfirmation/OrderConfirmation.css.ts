import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.large,
  height: vars.size.control.large,
  borderRadius: vars.radius.round,
  background: vars.color.success,
  color: vars.color.onSuccess,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const numberBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
});
export const numberLabel = style({ fontSize: vars.font.size.small, color: vars.color.inkSoft });
export const number = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xlarge,
  letterSpacing: vars.font.letterSpacing.wide,
});
export const notice = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.inkSoft });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});
