import { Icon } from '../Icon';
import type { ToastInput } from '../Toast/toastStore';
import { close, dot, notice, offlineNoticeStatuses, text } from './OfflineNotice.css';

export { offlineNoticeStatuses };
export type OfflineNoticeStatus = (typeof offlineNoticeStatuses)[number];

/** Spec §8 texts. */
export const defaultOfflineText = 'You are offline. Some features may be unavailable.';
export const defaultOnlineText = 'You are online.';
/** Spec §9: online/offline notices show for 3000 ms. */
export const connectivityNoticeTimeout = 3000;

export interface OfflineNoticeProps {
  status: OfflineNoticeStatus;
  offlineText?: string;
  onlineText?: string;
  /** Shows a × button that reports dismissal (the app hides the notice). */
  onDismiss?: () => void;
  closeLabel?: string;
}

/**
 * Connectivity notice: "You are offline…" while offline, "You are online." when back. A polite
 * live region, so the change is announced. For the toast form use `connectivityToast`.
 */
export function OfflineNotice({
  status,
  offlineText = defaultOfflineText,
  onlineText = defaultOnlineText,
  onDismiss,
  closeLabel = 'Close',
}: OfflineNoticeProps) {
  return (
    <div className={notice({ status })} role="status" aria-live="polite" data-state={status}>
      <span className={dot({ status })} aria-hidden="true" />
      <p className={text}>{status === 'offline' ? offlineText : onlineText}</p>
      {onDismiss ? (
        <button type="button" className={close} aria-label={closeLabel} onClick={onDismiss}>
          <Icon name="close" size="small" />
        </button>
      ) : null}
    </div>
  );
}

/** The spec's offline / online toast (3 s each), for `useToasts().add(...)`. */
export function connectivityToast(
  status: OfflineNoticeStatus,
  texts: { offlineText?: string; onlineText?: string } = {},
): ToastInput {
  return {
    id: 'connectivity',
    type: status === 'offline' ? 'warning' : 'success',
    message:
      status === 'offline'
        ? (texts.offlineText ?? defaultOfflineText)
        : (texts.onlineText ?? defaultOnlineText),
    timeout: connectivityNoticeTimeout,
  };
}
