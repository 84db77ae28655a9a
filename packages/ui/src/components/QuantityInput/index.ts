export { QuantityInput, clampQuantity } from './QuantityInput';
export type { QuantityInputProps } from './QuantityInput';
