import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const nav = style({ fontFamily: vars.font.family.body, fontSize: vars.font.size.xsmall, minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
});

// Folded middle items hide their text below 768 px. A child selector, so it has to be global
// (vanilla-extract selectors may only target the styled element itself).
globalStyle(`${item}[data-foldable] > span:last-child`, {
  '@media': { [mediaQueries.belowMedium]: { display: 'none' } },
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', minWidth: 0 });

/** The "…" shows only where the middle items fold away (below 768 px). */
export const fold = style({
  display: 'none',
  alignItems: 'center',
  '@media': { [mediaQueries.belowMedium]: { display: 'inline-flex' } },
});

const textBase = {
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  lineHeight: vars.font.lineHeight.normal,
} as const;

export const link = style({
  ...textBase,
  color: vars.color.muted,
  textDecoration: 'none',
  // A 24px tall target (WCAG 2.5.8) without changing the line's look.
  paddingBlock: vars.space.xsmall,
  selectors: {
    '&:hover': { color: vars.color.ink, textDecoration: 'underline', textUnderlineOffset: '0.25em' },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
      borderRadius: vars.radius.small,
    },
  },
});

export const text = style({ ...textBase, color: vars.color.muted });

export const current = style({
  ...textBase,
  color: vars.color.ink,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const separator = style({
  display: 'inline-flex',
  marginInline: vars.space.xsmall,
  color: vars.color.borderStrong,
});

export const expand = style({
  minWidth: vars.size.icon.large,
  minHeight: vars.size.icon.large,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.muted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.ink, backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});
