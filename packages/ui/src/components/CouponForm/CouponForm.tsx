import { useState, type FormEvent } from 'react';
import { validationMessages } from '../../validation/messages';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as css from './CouponForm.css';
import { useHydrated } from '../../private/useHydrated';

export const couponFormStatuses = ['idle', 'applying', 'removing'] as const;
export type CouponFormStatus = (typeof couponFormStatuses)[number];

export interface CouponFormLabels {
  field: string;
  apply: string;
  remove: string;
  /** Accessible name of the remove button. */
  removeCode: (code: string) => string;
  applied: (code: string) => string;
  /** Spec §5 "Is required". */
  required: string;
}

export const defaultCouponFormLabels: CouponFormLabels = {
  field: 'Promo code',
  apply: 'Apply',
  remove: 'Remove',
  removeCode: (code) => `Remove promo code ${code}`,
  applied: (code) => `Promo code ${code} applied`,
  required: validationMessages.required,
};

export interface CouponFormProps {
  /** The code applied to the cart, if any: the form then shows it with a remove button. */
  appliedCode?: string | null;
  onApply: (code: string) => void;
  onRemove: (code: string) => void;
  status?: CouponFormStatus;
  /** Server message of the last failed apply or remove (e.g. "The coupon code isn't valid…"). */
  error?: string | null;
  /**
   * Pre-fills the field (e.g. a promo code saved from a promo link). A default that changes later
   * (known only once the page has hydrated) fills the field too, unless the shopper has typed in it.
   */
  defaultCode?: string;
  /** Called when the shopper edits the code (e.g. to clear a stale server error). */
  onCodeChange?: (code: string) => void;
  disabled?: boolean;
  labels?: Partial<CouponFormLabels>;
}

/**
 * Promo code of the cart: a field with Apply, or the applied code with Remove. Validation and server
 * errors show under the field; the app announces success (spec §8 toast).
 */
export function CouponForm({
  appliedCode,
  onApply,
  onRemove,
  status = 'idle',
  error,
  defaultCode = '',
  onCodeChange,
  disabled = false,
  labels,
}: CouponFormProps) {
  const hydrated = useHydrated();
  const t = { ...defaultCouponFormLabels, ...labels };
  const [code, setCode] = useState(defaultCode);
  // A new default replaces the field's text only while that text is still the previous default.
  const [shownDefault, setShownDefault] = useState(defaultCode);
  if (defaultCode !== shownDefault) {
    setShownDefault(defaultCode);
    if (code === shownDefault) setCode(defaultCode);
  }
  const [missing, setMissing] = useState(false);

  if (appliedCode) {
    return (
      <div className={css.applied} data-state={status === 'removing' ? 'removing' : 'applied'}>
        <span role="status">
          {t
            .applied(appliedCode)
            .split(appliedCode)
            .flatMap((part, i) =>
              i === 0
                ? [part]
                : [
                    <span key={i} className={css.code}>
                      {appliedCode}
                    </span>,
                    part,
                  ],
            )}
        </span>
        <Button
          type="button"
          variant="link"
          size="small"
          aria-label={t.removeCode(appliedCode)}
          loading={status === 'removing'}
          disabled={disabled}
          onClick={() => onRemove(appliedCode)}
        >
          {t.remove}
        </Button>
        {error ? (
          <p className={css.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    setMissing(!trimmed);
    if (trimmed) onApply(trimmed);
  };

  return (
    <form className={css.form} noValidate onSubmit={submit} data-state={status}>
      <div className={css.field}>
        <TextField
          label={t.field}
          name="coupon_code"
          // A code is optional for the purchase (spec §5: no asterisk, no aria-required); applying
          // an empty one still says "Is required".
          optional
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onValueChange={(value) => {
            setCode(value);
            if (value.trim()) setMissing(false);
            onCodeChange?.(value);
          }}
          noValidate
          maxLength={null}
          disabled={disabled}
          error={missing ? t.required : (error ?? null)}
        />
      </div>
      <div className={css.action}>
        <Button
          type="submit"
          variant="secondary"
          loading={status === 'applying'}
          disabled={disabled || !hydrated}
        >
          {t.apply}
        </Button>
      </div>
    </form>
  );
}
