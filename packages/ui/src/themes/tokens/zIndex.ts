/** Layers, lowest first. Toasts sit above dialogs so errors stay visible. */
export const zIndex = {
  base: '0',
  header: '100',
  drawer: '200',
  overlay: '300',
  dialog: '400',
  toast: '500',
} as const;
