export { Dialog, dialogSizes } from './Dialog';
export type {
  DialogRootProps,
  DialogTriggerProps,
  DialogContentProps,
  DialogSlotProps,
  DialogSize,
} from './Dialog';
