import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Replies sit under their comment, indented with a rule. */
export const replies = style([
  list,
  {
    marginTop: vars.space.large,
    paddingLeft: vars.space.large,
    borderLeft: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  },
]);

export const comment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.font.size.small,
});

export const author = style({ fontWeight: vars.font.weight.strong });

export const date = style({ color: vars.color.inkSoft });

export const pending = style({
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.small,
  color: vars.color.ink,
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':focus-visible': {
    outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
    outlineOffset: vars.size.focusOffset,
  },
});

export const actions = style({ display: 'flex', gap: vars.space.small, marginTop: vars.space.xsmall });

export const form = style({ marginTop: vars.space.medium });

export const empty = style({ margin: 0, color: vars.color.inkSoft, fontFamily: vars.font.family.body });
