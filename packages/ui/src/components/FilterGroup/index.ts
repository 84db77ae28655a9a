export { FilterGroup, filterGroupTypes, defaultFilterGroupLabels } from './FilterGroup';
export type {
  FilterGroupProps,
  FilterGroupType,
  FilterItem,
  FilterRange,
  FilterGroupLabels,
} from './FilterGroup';
export { filterGroupStartsOpen, visibleFilterItems, filterVisibleLimit } from './filterGroupRules';
