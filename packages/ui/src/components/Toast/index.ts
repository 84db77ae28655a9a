export { ToastProvider, Toaster, useToasts, defaultToastTypeLabels } from './Toast';
export type { ToastProviderProps, ToasterProps, UseToastsResult } from './Toast';
export {
  createToastStore,
  toastReducer,
  validateToast,
  ToastValidationError,
  toastTypes,
  defaultToastTimeout,
} from './toastStore';
export type {
  Toast,
  ToastInput,
  ToastType,
  ToastStore,
  ToastStoreOptions,
  ToastAction,
  ToastButton,
} from './toastStore';
