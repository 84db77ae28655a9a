import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const sizeVar = createVar();

export const label = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    margin: 0,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.strong,
    letterSpacing: vars.font.letterSpacing.wide,
    lineHeight: vars.font.lineHeight.tight,
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    selectors: { '&[data-sized]': { maxWidth: `calc(${sizeVar} * 1%)` } },
  },
  variants: {
    kind: {
      text: {
        paddingInline: vars.space.small,
        paddingBlock: vars.space.xsmall,
        borderRadius: vars.radius.small,
      },
      image: {
        display: 'block',
        selectors: { '&[data-sized]': { width: `calc(${sizeVar} * 1%)` } },
      },
    },
    tone: {
      neutral: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
      accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
      soft: { backgroundColor: vars.color.accentSoft, color: vars.color.onAccentSoft },
      sale: { backgroundColor: vars.color.error, color: vars.color.onError },
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.info },
      light: {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.ink,
        boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { kind: 'text', tone: 'neutral' },
});

export const labelImage = style({ display: 'block', width: '100%', height: 'auto' });
