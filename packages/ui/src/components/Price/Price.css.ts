import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const priceSizes = ['small', 'medium', 'large'] as const;

export const price = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.small,
    rowGap: vars.space.xxsmall,
    margin: 0,
    fontFamily: vars.font.family.body,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.ink,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      small: { fontSize: vars.font.size.small },
      medium: { fontSize: vars.font.size.medium },
      large: { fontSize: vars.font.size.xlarge },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const finalPrice = style({
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.tight,
});

export const from = style({
  color: vars.color.muted,
  fontSize: '0.85em',
  fontWeight: vars.font.weight.regular,
});

export const oldPrice = style({
  color: vars.color.muted,
  fontSize: '0.85em',
  textDecorationLine: 'line-through',
  textDecorationThickness: vars.borderWidth.thin,
});

export const discount = style({
  alignSelf: 'center',
  display: 'inline-block',
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.normal,
  lineHeight: vars.font.lineHeight.tight,
});
