export { DropdownMenu, dropdownMenuAligns } from './DropdownMenu';
export type {
  DropdownMenuRootProps,
  DropdownMenuTriggerProps,
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuAlign,
} from './DropdownMenu';
