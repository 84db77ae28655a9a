import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

// Few rules on purpose (the shop puts them in its blog stylesheet, loaded with the blog's pages
// only). Lists, spacing and type come from Stack, Inline and Text.

/** Replies sit under their comment, indented with a rule. */
export const replies = style({
  marginTop: vars.space.large,
  paddingLeft: vars.space.large,
  borderLeft: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const message = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const pending = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});
