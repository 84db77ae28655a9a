export { ColumnLine } from './ColumnLine';
export type { ColumnLineProps } from './ColumnLine';
