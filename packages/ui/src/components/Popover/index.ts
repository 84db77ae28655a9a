export { Popover, popoverSides, popoverAligns } from './Popover';
export type {
  PopoverRootProps,
  PopoverTriggerProps,
  PopoverContentProps,
  PopoverSide,
  PopoverAlign,
} from './Popover';
