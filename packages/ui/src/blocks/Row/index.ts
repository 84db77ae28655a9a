export { Row, rowAppearances } from './Row';
export type { RowProps, RowAppearance } from './Row';
