import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  height: '100%',
  minHeight: '16rem',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
});

export const eyebrow = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.tight,
});

export const text = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
});

export const action = style({});

// The action is the app's router link (asChild-style slot): styled as the kit's primary button.
globalStyle(`${action} > a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.medium,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
});
globalStyle(`${action} > a:hover`, { background: vars.color.brandHover });
globalStyle(`${action} > a:focus-visible`, {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusOffset,
});
