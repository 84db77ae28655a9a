export { FilterSidebar, filterSidebarWidths } from './FilterSidebar';
export type { FilterSidebarProps, FilterSidebarWidth } from './FilterSidebar';
