import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { mediaQueries } from '../../css/breakpoints';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  borderBlock: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.control.medium,
});

/** Spec §2: the sidebar exists from 1024 px; below it the single button. */
export const narrow = style({ '@media': { [mediaQueries.large]: { display: 'none' } } });
export const wide = style({ display: 'none', '@media': { [mediaQueries.large]: { display: 'flex' } } });

export const spacer = style({ flexGrow: 1 });

export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: vars.size.icon.medium,
  height: vars.size.icon.medium,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xsmall,
  letterSpacing: vars.font.letterSpacing.normal,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.control.small,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xsmall,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.ink,
  fontSize: vars.font.size.small,
});

export const chipRemove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.icon.large,
  height: vars.size.icon.large,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.inkSoft,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.border, color: vars.color.ink } },
});
