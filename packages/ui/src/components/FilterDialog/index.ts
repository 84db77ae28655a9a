export { FilterDialog } from './FilterDialog';
export type { FilterDialogProps } from './FilterDialog';
