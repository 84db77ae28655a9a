export { Select } from './Select';
export type { SelectProps, SelectOption } from './Select';
export { filterOptions, normaliseLabel } from './filterOptions';
