import * as RadixToast from '@radix-ui/react-toast';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useToastDock } from '../../private/toastDock';
import { inlineVars } from '../../private/inlineVars';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import * as styles from './Toast.css';
import { createToastStore, type Toast, type ToastInput, type ToastStore, type ToastType } from './toastStore';

const StoreContext = createContext<ToastStore | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /**
   * A store made with `createToastStore()`; pass one to add toasts from outside React (e.g. the
   * data layer's cart-error handling). Without it the provider makes its own.
   */
  store?: ToastStore;
  /** Announced by screen readers before each toast ("Notification"). */
  label?: string;
}

/** Holds the toast store and Radix's toast context. Put it once near the app root. */
export function ToastProvider({ children, store, label = 'Notification' }: ToastProviderProps) {
  const [own] = useState(() => store ?? createToastStore());
  return (
    <StoreContext.Provider value={store ?? own}>
      <RadixToast.Provider label={label} swipeDirection="right" duration={Infinity}>
        {children}
      </RadixToast.Provider>
    </StoreContext.Provider>
  );
}

export interface UseToastsResult {
  toasts: readonly Toast[];
  /** Throws ToastValidationError when the toast breaks the spec rules. */
  add: (toast: ToastInput) => string;
  remove: (id: string) => void;
  clear: () => void;
}

/** Current toasts and the actions on them. Use inside `ToastProvider`. */
export function useToasts(): UseToastsResult {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useToasts() must be used inside <ToastProvider>.');
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(
    () => ({ toasts, add: store.add, remove: store.remove, clear: store.clear }),
    [store, toasts],
  );
}

const typeIcons: Record<ToastType, IconName> = {
  success: 'check',
  warning: 'alert',
  error: 'alert',
  info: 'alert',
};

export const defaultToastTypeLabels: Record<ToastType, string> = {
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
  info: 'Information',
};

export interface ToasterProps {
  /** Accessible name of each toast's Close button. */
  closeLabel?: string;
  /** Read before the message so the type is not conveyed by colour alone. */
  typeLabels?: Record<ToastType, string>;
  /** Name of the notifications region; `{hotkey}` is replaced by the shortcut (F8). */
  viewportLabel?: string;
}

function ToastItem({
  toast,
  closeLabel,
  typeLabel,
}: {
  toast: Toast;
  closeLabel: string;
  typeLabel: string;
}) {
  const store = useContext(StoreContext)!;
  const [paused, setPaused] = useState(false);
  // The countdown of a store made with `countFromShown` starts now that the toast is drawn.
  useEffect(() => {
    store.shown(toast.id, true);
    return () => store.shown(toast.id, false);
  }, [store, toast.id]);
  return (
    <RadixToast.Root
      className={styles.toast({ type: toast.type })}
      // Errors interrupt (assertive); the rest wait their turn (polite).
      type={toast.type === 'error' ? 'foreground' : 'background'}
      duration={Infinity}
      data-type={toast.type}
      data-duplicate={toast.duplicate || undefined}
      data-paused={paused || undefined}
      onOpenChange={(open) => {
        if (!open && toast.dismissable) store.remove(toast.id);
      }}
      onPause={() => {
        setPaused(true);
        store.pause(toast.id);
      }}
      onResume={() => {
        setPaused(false);
        store.resume(toast.id);
      }}
      onEscapeKeyDown={(event) => {
        if (!toast.dismissable) event.preventDefault();
      }}
      onSwipeEnd={(event) => {
        if (!toast.dismissable) event.preventDefault();
      }}
    >
      <span className={styles.icon} aria-hidden="true">
        <Icon name={typeIcons[toast.type]} size="small" />
      </span>
      <div className={styles.body}>
        <RadixToast.Description className={styles.message}>
          <span className={visuallyHidden}>{typeLabel}: </span>
          {toast.message}
        </RadixToast.Description>
        {toast.button ? (
          <RadixToast.Action asChild altText={toast.button.label}>
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                toast.button?.onClick();
                store.remove(toast.id);
              }}
            >
              {toast.button.label}
            </Button>
          </RadixToast.Action>
        ) : null}
      </div>
      {toast.dismissable ? (
        <RadixToast.Close className={styles.close} aria-label={closeLabel}>
          <Icon name="close" size="small" />
        </RadixToast.Close>
      ) : (
        <span />
      )}
      {toast.progress && toast.timeout ? (
        <span
          key={toast.updatedAt}
          className={styles.progress}
          data-toast-progress=""
          aria-hidden="true"
          style={inlineVars({ [styles.progressDuration]: `${toast.timeout}ms` })}
        />
      ) : null}
    </RadixToast.Root>
  );
}

/**
 * The place toasts appear (bottom, full width on phones; bottom right from 640 px; at the foot of an
 * open drawer, below its controls). F8 moves focus to it; hovering or focusing it pauses the
 * countdowns.
 */
export function Toaster({
  closeLabel = 'Close',
  typeLabels = defaultToastTypeLabels,
  viewportLabel = 'Notifications ({hotkey})',
}: ToasterProps) {
  const { toasts } = useToasts();
  // While a drawer is open the viewport moves into the drawer's foot: over the drawer it would
  // cover "Checkout" and the close button, and outside it would sit behind the modal's focus trap.
  const dock = useToastDock();
  const viewport = (
    <RadixToast.Viewport
      className={dock ? styles.dockedViewport : styles.viewport}
      label={viewportLabel}
      data-docked={dock ? '' : undefined}
    />
  );
  return (
    <>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} typeLabel={typeLabels[toast.type]} />
      ))}
      {dock ? createPortal(viewport, dock) : viewport}
    </>
  );
}
