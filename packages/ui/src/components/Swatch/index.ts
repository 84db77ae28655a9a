export { Swatch, swatchKinds, swatchKind } from './Swatch';
export type { SwatchProps, SwatchOption, SwatchKind } from './Swatch';
export { isValueAvailable, firstAvailableValue } from './swatchAvailability';
export type { SwatchVariant } from './swatchAvailability';
