export { ProductLabels } from './ProductLabels';
export type { ProductLabelsProps } from './ProductLabels';
