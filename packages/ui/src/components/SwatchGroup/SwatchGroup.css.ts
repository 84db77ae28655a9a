import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const swatchColumns = [7, 10] as const;
export const swatchGroupLayouts = ['grid', 'row'] as const;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

// Grid columns are the 26 px swatch targets (18 px chip + 2 × 4 px).
const target = `calc(${vars.size.swatch} + 2 * ${vars.space.xsmall})`;

export const group = styleVariants({
  grid: { display: 'grid', gap: vars.space.xxsmall },
  row: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall },
});

export const columns = styleVariants({
  7: { gridTemplateColumns: `repeat(7, ${target})` },
  10: { gridTemplateColumns: `repeat(10, ${target})` },
});

export const textColumns = style({ gridTemplateColumns: 'repeat(auto-fill, minmax(max-content, 1fr))' });

export const more = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.muted,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
});
