export { Pagination } from './Pagination';
export type { PaginationProps, PaginationLinkProps } from './Pagination';
export { paginationItems } from './pages';
export type { PageItem } from './pages';
