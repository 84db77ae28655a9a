import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';
import { toneColor } from '../Text/Text.css';

export const headingSizes = ['display', 'xlarge', 'large', 'medium', 'small', 'xsmall'] as const;
export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingTones = ['neutral', 'brand', 'accent', 'muted', 'inverse'] as const;

/** Visual size used when only a level is given. */
export const defaultSizeForLevel = {
  1: 'xlarge',
  2: 'large',
  3: 'medium',
  4: 'small',
  5: 'xsmall',
  6: 'xsmall',
} as const satisfies Record<(typeof headingLevels)[number], (typeof headingSizes)[number]>;

const f = vars.font.size;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.regular,
    letterSpacing: vars.font.letterSpacing.tight,
    lineHeight: vars.font.lineHeight.tight,
    textWrap: 'balance',
  },
  variants: {
    size: {
      // Mobile size first, larger from the medium breakpoint.
      display: { fontSize: f.xxxlarge, '@media': { [mediaQueries.medium]: { fontSize: f.display } } },
      xlarge: { fontSize: f.xxlarge, '@media': { [mediaQueries.medium]: { fontSize: f.xxxlarge } } },
      large: { fontSize: f.xlarge, '@media': { [mediaQueries.medium]: { fontSize: f.xxlarge } } },
      medium: {
        fontSize: f.large,
        lineHeight: vars.font.lineHeight.snug,
        '@media': { [mediaQueries.medium]: { fontSize: f.xlarge } },
      },
      small: {
        fontSize: f.medium,
        lineHeight: vars.font.lineHeight.snug,
        fontFamily: vars.font.family.body,
        fontWeight: vars.font.weight.strong,
        letterSpacing: vars.font.letterSpacing.normal,
      },
      xsmall: {
        fontSize: f.xsmall,
        lineHeight: vars.font.lineHeight.snug,
        fontFamily: vars.font.family.body,
        fontWeight: vars.font.weight.strong,
        textTransform: 'uppercase',
        letterSpacing: vars.font.letterSpacing.wide,
      },
    },
    tone: {
      neutral: { color: toneColor.neutral },
      brand: { color: toneColor.brand },
      accent: { color: toneColor.accent },
      muted: { color: toneColor.muted },
      inverse: { color: toneColor.inverse },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
  },
  defaultVariants: { size: 'large', tone: 'neutral' },
});
