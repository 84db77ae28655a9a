export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { paginationItems } from './pages';
export type { PageItem } from './pages';
