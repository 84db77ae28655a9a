import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const inlineSpaces = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
] as const;
export const inlineAligns = ['left', 'center', 'right', 'between'] as const;
export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;
export const inlineCollapseBelows = ['small', 'medium', 'large'] as const;

const space = Object.fromEntries(inlineSpaces.map((s) => [s, { gap: vars.space[s] }])) as Record<
  (typeof inlineSpaces)[number],
  { gap: string }
>;

const below = {
  small: mediaQueries.belowSmall,
  medium: mediaQueries.belowMedium,
  large: mediaQueries.belowLarge,
};

export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    space,
    align: {
      left: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      right: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    alignY: {
      top: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      bottom: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
    },
    wrap: { true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } },
    collapseBelow: Object.fromEntries(
      inlineCollapseBelows.map((bp) => [
        bp,
        { '@media': { [below[bp]]: { flexDirection: 'column', alignItems: 'stretch' } } },
      ]),
    ) as Record<(typeof inlineCollapseBelows)[number], object>,
  },
  defaultVariants: { space: 'small', align: 'left', alignY: 'center', wrap: true },
});
