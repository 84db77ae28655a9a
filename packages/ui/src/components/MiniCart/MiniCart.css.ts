import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({
  paddingBlockEnd: vars.space.large,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBlockEnd: 0, borderBlockEnd: 0 } },
});

export const center = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  textAlign: 'center',
  color: vars.color.inkSoft,
});

export const emptyIcon = style({ color: vars.color.inkSoft });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: '100%',
});

export const subtotal = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
});

export const note = style({ margin: 0, fontSize: vars.font.size.xsmall, color: vars.color.inkSoft });

export const blocked = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  backgroundColor: vars.color.errorSoft,
  color: vars.color.ink,
});

/**
 * "View bag" and "Checkout" side by side while both labels fit, else one under the other: long
 * labels ("Zur Kasse", "Commander") must never push a button off a phone screen.
 */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
globalStyle(`${actions} > *`, { flex: '1 1 0', minWidth: 'max-content' });
