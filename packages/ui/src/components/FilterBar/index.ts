export { FilterBar } from './FilterBar';
export type { FilterBarProps, ActiveFilter } from './FilterBar';
export { narrowFilterButtonLabel, filterToggleLabel, defaultFilterBarLabels } from './filterBarRules';
export type { FilterBarLabels } from './filterBarRules';
