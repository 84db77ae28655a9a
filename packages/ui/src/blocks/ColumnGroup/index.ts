export { ColumnGroup } from './ColumnGroup';
export type { ColumnGroupProps } from './ColumnGroup';
