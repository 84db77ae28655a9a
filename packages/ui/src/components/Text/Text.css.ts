import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const textSizes = ['xsmall', 'small', 'medium', 'large'] as const;
export const textTones = [
  'neutral',
  'soft',
  'muted',
  'brand',
  'accent',
  'positive',
  'caution',
  'critical',
  'info',
  'inverse',
  'inherit',
] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;
export const textAligns = ['left', 'center', 'right'] as const;

export const toneColor = {
  neutral: vars.color.ink,
  soft: vars.color.inkSoft,
  muted: vars.color.muted,
  brand: vars.color.brand,
  accent: vars.color.accent,
  positive: vars.color.success,
  caution: vars.color.warning,
  critical: vars.color.error,
  info: vars.color.info,
  inverse: vars.color.onBrand,
  inherit: 'inherit',
} as const satisfies Record<(typeof textTones)[number], string>;

const lineHeightFor = { xsmall: 'normal', small: 'normal', medium: 'normal', large: 'normal' } as const;

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family.body },
  variants: {
    size: Object.fromEntries(
      textSizes.map((s) => [
        s,
        { fontSize: vars.font.size[s], lineHeight: vars.font.lineHeight[lineHeightFor[s]] },
      ]),
    ) as Record<(typeof textSizes)[number], object>,
    tone: Object.fromEntries(textTones.map((t) => [t, { color: toneColor[t] }])) as Record<
      (typeof textTones)[number],
      object
    >,
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      strong: { fontWeight: vars.font.weight.strong },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' },
      false: {},
    },
    uppercase: {
      true: { textTransform: 'uppercase', letterSpacing: vars.font.letterSpacing.wide },
      false: {},
    },
  },
  defaultVariants: { size: 'medium', tone: 'neutral', weight: 'regular' },
});
