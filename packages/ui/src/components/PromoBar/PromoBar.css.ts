import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

/** A background colour from content (CMS promo bar block). */
export const backgroundVar = createVar();

export const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.control.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: `calc(${vars.size.control.small} + ${vars.space.small})`,
  backgroundColor: fallbackVar(backgroundVar, vars.color.brand),
  color: vars.color.onBrand,
  fontSize: vars.font.size.xsmall,
  letterSpacing: vars.font.letterSpacing.wide,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'center',
  selectors: {
    '&[data-state="closed"]': { display: 'none' },
    '&[data-text="dark"]': { color: vars.color.ink },
  },
});

export const messages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** On phones only the first message shows; the rest appear from 768 px. */
export const message = style({
  position: 'relative',
  selectors: {
    '&:not(:first-child)': { display: 'none' },
    // A middle dot between messages, centred in the gap.
    '&:not(:first-child)::before': {
      content: '"·"',
      position: 'absolute',
      insetInlineStart: `calc(${vars.space.xlarge} / -2)`,
      transform: 'translateX(-50%)',
      opacity: 0.7,
    },
  },
  '@media': {
    [mediaQueries.medium]: {
      selectors: { '&:not(:first-child)': { display: 'list-item' } },
    },
  },
});

export const action = style({
  display: 'inline-flex',
  marginInlineStart: vars.space.small,
  color: 'inherit',
  fontWeight: vars.font.weight.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const close = style({
  position: 'absolute',
  top: '50%',
  insetInlineEnd: vars.space.xsmall,
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
});
