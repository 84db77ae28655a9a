export { CategoryPicker, categoryPickerAppearances, defaultCategoryPickerLabels } from './CategoryPicker';
export type {
  CategoryPickerProps,
  CategoryPickerAppearance,
  CategoryTile,
  CategoryPickerLinkProps,
  CategoryPickerLabels,
} from './CategoryPicker';
