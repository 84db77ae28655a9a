import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.ink,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.ink,
  selectors: {
    '&[data-kind="tax"]': { color: vars.color.inkSoft, fontSize: vars.font.size.xsmall },
    '&[data-kind="discount"], &[data-kind="giftCard"], &[data-kind="rewardPoints"]': {
      color: vars.color.success,
    },
    '&[data-kind="total"]': {
      paddingTop: vars.space.medium,
      borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
      fontSize: vars.font.size.medium,
      fontWeight: vars.font.weight.strong,
    },
  },
});

// Words stay whole (issue 20: "Versa / nd" on a phone): the term never shrinks below its longest
// word (or a hyphenated part of it, in the document's language); a long value wraps instead.
export const term = style({ margin: 0, overflowWrap: 'break-word', hyphens: 'auto' });

export const hint = style({
  display: 'block',
  fontSize: vars.font.size.xsmall,
  color: vars.color.inkSoft,
  fontWeight: vars.font.weight.regular,
});

export const value = style({
  margin: 0,
  minWidth: 0,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});
