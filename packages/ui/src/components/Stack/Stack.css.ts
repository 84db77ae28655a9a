import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const stackSpaces = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
  'xxxlarge',
] as const;
export const stackAligns = ['stretch', 'left', 'center', 'right'] as const;

const space = Object.fromEntries(stackSpaces.map((s) => [s, { gap: vars.space[s] }])) as Record<
  (typeof stackSpaces)[number],
  { gap: string }
>;

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    space,
    align: {
      stretch: { alignItems: 'stretch' },
      left: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      right: { alignItems: 'flex-end' },
    },
    dividers: {
      true: { gap: 0 },
      false: {},
    },
  },
  defaultVariants: { space: 'medium', align: 'stretch', dividers: false },
});

export const divider = style({
  height: 0,
  border: 0,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  margin: 0,
  alignSelf: 'stretch',
});

/** The room around a divider: the stack's gap, split above and below the hairline. */
export const separator = styleVariants(
  Object.fromEntries(stackSpaces.map((s) => [s, { paddingBlock: vars.space[s], width: '100%' }])) as Record<
    (typeof stackSpaces)[number],
    { paddingBlock: string; width: string }
  >,
);
