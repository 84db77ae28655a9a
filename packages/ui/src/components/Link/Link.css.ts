import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const linkVariants = ['inline', 'standalone', 'subtle'] as const;

export const link = recipe({
  base: {
    cursor: 'pointer',
    textUnderlineOffset: '0.2em',
    textDecorationThickness: vars.borderWidth.thin,
    borderRadius: vars.radius.small,
    transitionProperty: 'color, text-decoration-color',
    transitionDuration: vars.motion.duration.fast,
  },
  variants: {
    variant: {
      inline: {
        color: vars.color.accent,
        textDecoration: 'underline',
        selectors: {
          '&:hover': { color: vars.color.accentHover, textDecorationThickness: vars.borderWidth.thick },
        },
      },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xsmall,
        color: vars.color.ink,
        fontWeight: vars.font.weight.medium,
        textDecoration: 'none',
        selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
      },
      subtle: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: { '&:hover': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
