import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.size.control.large,
  paddingBlock: vars.space.small,
  paddingInline: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.ink,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.accent },
    // Dividers between rows only: a line under the last row left an empty divided row above the
    // store and language slots, which draw their own line (issue 19).
    'li + li > &': { borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` },
  },
});

export const secondary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const secondaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.small,
  color: vars.color.inkSoft,
  fontSize: vars.font.size.small,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.ink, textDecoration: 'underline', textUnderlineOffset: '0.25em' },
  },
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  alignSelf: 'flex-start',
  minHeight: vars.size.control.small,
  marginInlineStart: `calc(${vars.space.small} * -1)`,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.inkSoft,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.ink, backgroundColor: vars.color.surfaceSunken } },
});

export const levelHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.regular,
  color: vars.color.ink,
});

export const viewAll = style({
  color: vars.color.accent,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.25em',
});

export const slots = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
