import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '../components/Icon';
import * as css from './blockForm.css';

/** The server's message after a failed submit (the typed values stay in the form). */
export function ServerError({ children }: { children: ReactNode }) {
  return (
    <p className={css.serverError} role="alert">
      <span className={css.errorIcon}>
        <Icon name="alert" size="small" />
      </span>
      <span>{children}</span>
    </p>
  );
}

/** The thank-you note that replaces a form once it was sent; focusable so focus is not lost. */
export const SuccessNote = forwardRef<HTMLParagraphElement, { children: ReactNode }>(function SuccessNote(
  { children },
  ref,
) {
  return (
    <p ref={ref} className={css.success} role="status" tabIndex={-1} data-state="success">
      <span className={css.successIcon}>
        <Icon name="check" size="small" />
      </span>
      <span>{children}</span>
    </p>
  );
});

/**
 * Focus for the thank-you note: the submit button the shopper was on disappears with the form, so
 * focus moves to the note (and a screen reader reads it) instead of falling back to the page.
 */
export function useFocusOnSuccess(success: boolean) {
  const ref = useRef<HTMLParagraphElement | null>(null);
  const wasSuccess = useRef(success);
  useEffect(() => {
    if (success && !wasSuccess.current) ref.current?.focus();
    wasSuccess.current = success;
  }, [success]);
  return ref;
}
