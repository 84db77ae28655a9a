export { SortSelect, defaultSortOptions, sortDirections, sortSelectLayouts } from './SortSelect';
export type { SortSelectProps, SortOption, SortDirection, SortSelectLayout } from './SortSelect';
