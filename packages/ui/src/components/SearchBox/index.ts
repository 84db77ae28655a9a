export { SearchBox, searchBoxStatuses, defaultSearchBoxLabels } from './SearchBox';
export type { SearchBoxProps, SearchBoxStatus, SearchBoxLabels } from './SearchBox';
