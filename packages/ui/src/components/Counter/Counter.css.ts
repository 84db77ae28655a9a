import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const counterTones = ['brand', 'accent', 'critical'] as const;

export const counter = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.icon.medium,
    height: vars.size.icon.medium,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.strong,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    selectors: { '&[data-state="hidden"]': { display: 'none' } },
  },
  variants: {
    tone: {
      brand: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
      accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
      critical: { backgroundColor: vars.color.error, color: vars.color.onError },
    },
  },
  defaultVariants: { tone: 'brand' },
});
