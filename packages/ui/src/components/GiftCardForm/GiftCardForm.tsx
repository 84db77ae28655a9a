import { useState, type FormEvent } from 'react';
import { validationMessages } from '../../validation/messages';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as css from './GiftCardForm.css';
import { useHydrated } from '../../private/useHydrated';

export const giftCardFormStatuses = ['idle', 'applying', 'checking', 'removing'] as const;
export type GiftCardFormStatus = (typeof giftCardFormStatuses)[number];

export interface AppliedGiftCardView {
  code: string;
  /** Amount used on this cart. */
  appliedAmount: number;
  /** Balance left on the card. */
  balance?: number | null;
}

export interface GiftCardBalanceView {
  code: string;
  balance: number;
  /** Already formatted for the locale. */
  expirationDate?: string | null;
}

export interface GiftCardFormLabels {
  field: string;
  apply: string;
  checkBalance: string;
  remove: string;
  removeCode: (code: string) => string;
  appliedAmount: (amount: string) => string;
  remaining: (amount: string) => string;
  balance: (code: string, amount: string) => string;
  expires: (date: string) => string;
  appliedTitle: string;
  required: string;
}

export const defaultGiftCardFormLabels: GiftCardFormLabels = {
  field: 'Gift card code',
  apply: 'Apply gift card',
  checkBalance: 'Check balance',
  remove: 'Remove',
  removeCode: (code) => `Remove gift card ${code}`,
  appliedAmount: (amount) => `${amount} applied`,
  remaining: (amount) => `Remaining balance ${amount}`,
  balance: (code, amount) => `The balance of gift card ${code} is ${amount}.`,
  expires: (date) => `Valid until ${date}.`,
  appliedTitle: 'Applied gift cards',
  required: validationMessages.required,
};

export interface GiftCardFormProps {
  applied?: readonly AppliedGiftCardView[];
  onApply: (code: string) => void;
  onRemove: (code: string) => void;
  onCheckBalance: (code: string) => void;
  /** Result of the last balance check. */
  balance?: GiftCardBalanceView | null;
  status?: GiftCardFormStatus;
  /** The card being removed while `status` is `removing`. */
  removingCode?: string | null;
  /** Server message of the last failed call. */
  error?: string | null;
  onCodeChange?: (code: string) => void;
  formatPrice: (value: number) => string;
  disabled?: boolean;
  labels?: Partial<GiftCardFormLabels>;
}

/**
 * Gift cards on the cart (Adobe Commerce gift card accounts): apply a code, check a card's balance,
 * and the applied cards with the amount used and the balance left, each removable.
 */
export function GiftCardForm({
  applied = [],
  onApply,
  onRemove,
  onCheckBalance,
  balance,
  status = 'idle',
  removingCode,
  error,
  onCodeChange,
  formatPrice,
  disabled = false,
  labels,
}: GiftCardFormProps) {
  const hydrated = useHydrated();
  const t = { ...defaultGiftCardFormLabels, ...labels };
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const busy = status !== 'idle';

  const run = (action: (code: string) => void) => {
    const trimmed = code.trim();
    setMissing(!trimmed);
    if (trimmed) action(trimmed);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(onApply);
  };

  return (
    <div className={css.root} data-state={status}>
      {applied.length > 0 ? (
        <ul className={css.list} aria-label={t.appliedTitle}>
          {applied.map((card) => (
            <li key={card.code} className={css.card}>
              <span className={css.cardText}>
                <span>
                  <span className={css.code}>{card.code}</span>{' '}
                  {t.appliedAmount(formatPrice(card.appliedAmount))}
                </span>
                {card.balance != null ? <span>{t.remaining(formatPrice(card.balance))}</span> : null}
              </span>
              <Button
                type="button"
                variant="link"
                size="small"
                aria-label={t.removeCode(card.code)}
                loading={status === 'removing' && removingCode === card.code}
                disabled={disabled || (busy && !(status === 'removing' && removingCode === card.code))}
                onClick={() => onRemove(card.code)}
              >
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={css.form} noValidate onSubmit={submit}>
        <TextField
          label={t.field}
          name="gift_card_code"
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
        <div className={css.actions}>
          <Button
            type="submit"
            variant="secondary"
            loading={status === 'applying'}
            disabled={disabled || !hydrated || (busy && status !== 'applying')}
          >
            {t.apply}
          </Button>
          <Button
            type="button"
            variant="ghost"
            loading={status === 'checking'}
            disabled={disabled || (busy && status !== 'checking')}
            onClick={() => run(onCheckBalance)}
          >
            {t.checkBalance}
          </Button>
        </div>
      </form>
      {balance ? (
        <p className={css.balance} role="status">
          {t.balance(balance.code, formatPrice(balance.balance))}
          {balance.expirationDate ? ` ${t.expires(balance.expirationDate)}` : null}
        </p>
      ) : null}
    </div>
  );
}
