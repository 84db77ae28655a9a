export { CategoryPicker, categoryPickerAppearances, defaultCategoryPickerLabels } from './CategoryPicker';
export type {
  CategoryPickerProps,
  CategoryPickerAppearance,
  CategoryTile,
  CategoryPickerLabels,
} from './CategoryPicker';
