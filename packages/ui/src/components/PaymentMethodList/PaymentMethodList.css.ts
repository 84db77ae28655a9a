import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
});

export const empty = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.warningSoft,
  fontSize: vars.font.size.small,
});

export const agreement = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const terms = style({ fontSize: vars.font.size.small });

export const termsSummary = style({
  display: 'inline-block',
  minHeight: vars.size.control.small,
  cursor: 'pointer',
  color: vars.color.accent,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
  },
});

export const termsContent = style({
  marginBlockStart: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  color: vars.color.inkSoft,
});
