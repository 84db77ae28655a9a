export { Column } from './Column';
export type { ColumnProps } from './Column';
