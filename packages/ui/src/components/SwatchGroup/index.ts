export { SwatchGroup, swatchColumns, swatchGroupLayouts } from './SwatchGroup';
export type { SwatchGroupProps, SwatchColumns, SwatchGroupLayout } from './SwatchGroup';
