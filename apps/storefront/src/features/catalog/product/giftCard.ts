import {
  email as emailRule,
  required,
  validate,
  type GiftCardField,
  type GiftCardOptionsValue,
} from '@shop/ui';
import { OPEN_AMOUNT } from '@shop/ui';
import type { GiftCardData } from './productData';

export interface GiftCardMessages {
  required: string;
  email: string;
  /** Spec §5 "Custom price at least the minimum shown"; gets the formatted minimum. */
  minAmount: (min: string) => string;
  maxAmount: (max: string) => string;
}

/** Which form field each Magento gift card option (`giftcard/{code}`) fills. */
export const giftCardFieldByCode: Record<string, GiftCardField> = {
  custom_giftcard_amount: 'openAmount',
  giftcard_sender_name: 'senderName',
  giftcard_sender_email: 'senderEmail',
  giftcard_recipient_name: 'recipientName',
  giftcard_recipient_email: 'recipientEmail',
  giftcard_message: 'message',
};

/** Spec §3: the message option is not sent as an entered option. */
export const EXCLUDED_ENTERED_OPTION = 'giftcard_message';

/** Fields the product requires (plus the amount, which every card needs). */
export function requiredGiftCardFields(card: GiftCardData): GiftCardField[] {
  const fields = card.options.filter((o) => o.required).map((o) => giftCardFieldByCode[o.code]);
  return ['amount', ...fields.filter((f): f is GiftCardField => Boolean(f) && f !== 'openAmount')];
}

/** Validation of the gift card choices (spec §4: add is disabled while a required entry is empty). */
export function giftCardErrors(
  value: GiftCardOptionsValue,
  card: GiftCardData,
  messages: GiftCardMessages,
  formatMoney: (n: number) => string,
): Partial<Record<GiftCardField, string>> {
  const errors: Partial<Record<GiftCardField, string>> = {};
  const needed = new Set(requiredGiftCardFields(card));
  if (!value.amount) errors.amount = messages.required;
  if (value.amount === OPEN_AMOUNT) {
    const amount = Number(value.openAmount.replace(',', '.'));
    if (!value.openAmount.trim() || !Number.isFinite(amount)) errors.openAmount = messages.required;
    else if (card.openAmountMin !== null && amount < card.openAmountMin)
      errors.openAmount = messages.minAmount(formatMoney(card.openAmountMin));
    else if (card.openAmountMax !== null && amount > card.openAmountMax)
      errors.openAmount = messages.maxAmount(formatMoney(card.openAmountMax));
  }
  for (const field of ['senderName', 'senderEmail', 'recipientName', 'recipientEmail', 'message'] as const) {
    const rules = [
      ...(needed.has(field) ? [required({ message: messages.required })] : []),
      ...(field.endsWith('Email') ? [emailRule({ message: messages.email })] : []),
    ];
    const error = validate(value[field], rules);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * What issue 5's add-to-cart sends (spec §7): the chosen amount as a selected option and the
 * typed values as entered options, without the message option.
 */
export function giftCardCartOptions(
  value: GiftCardOptionsValue,
  card: GiftCardData,
): { selected_options: string[]; entered_options: { uid: string; value: string }[] } {
  const entered = card.options.flatMap((o) => {
    if (o.code === EXCLUDED_ENTERED_OPTION) return [];
    const field = giftCardFieldByCode[o.code];
    if (!field) return [];
    if (field === 'openAmount' && value.amount !== OPEN_AMOUNT) return [];
    const v = value[field].trim();
    return v ? [{ uid: o.uid, value: v }] : [];
  });
  return {
    selected_options: value.amount && value.amount !== OPEN_AMOUNT ? [value.amount] : [],
    entered_options: entered,
  };
}
