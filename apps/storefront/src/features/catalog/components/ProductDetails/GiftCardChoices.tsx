import { GiftCardOptions, formatPrice, type GiftCardOptionsValue } from '@shop/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStoreView } from '../../../../platform/store/store-context';
import { giftCardErrors, requiredGiftCardFields } from '../../product/giftCard';
import type { ProductData } from '../../product/productData';

/**
 * Gift card choices (spec §3, §5), controlled by the product summary so add to cart can send them
 * with `giftCardCartOptions`; errors show once a required field was left empty.
 */
export function GiftCardChoices({
  card,
  value,
  onValueChange: setValue,
}: {
  card: NonNullable<ProductData['giftCard']>;
  value: GiftCardOptionsValue;
  onValueChange: (value: GiftCardOptionsValue) => void;
}) {
  const intl = useIntl();
  const store = useStoreView();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const money = (n: number) => formatPrice(n, store.currency, store.formattingLocale);
  const errors = giftCardErrors(
    value,
    card,
    {
      required: t('pdp.validation.required'),
      email: t('pdp.validation.email'),
      minAmount: (min) => t('pdp.giftCard.minAmount', { min }),
      maxAmount: (max) => t('pdp.giftCard.maxAmount', { max }),
    },
    money,
  );
  const shownErrors = Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field)));
  return (
    <GiftCardOptions
      amounts={card.amounts.map((a) => ({ value: a.uid, label: money(a.value) }))}
      allowOpenAmount={card.allowOpenAmount}
      allowMessage={card.allowMessage}
      messageMaxLength={card.messageMaxLength}
      requiredFields={requiredGiftCardFields(card)}
      value={value}
      onValueChange={(next) => {
        const changed = (Object.keys(next) as (keyof GiftCardOptionsValue)[]).filter(
          (k) => next[k] !== value[k],
        );
        setTouched((s) => new Set([...s, ...changed]));
        setValue(next);
      }}
      errors={shownErrors}
      labels={{
        amount: t('pdp.giftCard.amount'),
        openAmountOption: t('pdp.giftCard.openAmountOption'),
        openAmount: t('pdp.giftCard.openAmount'),
        openAmountHint:
          card.openAmountMin !== null && card.openAmountMax !== null
            ? t('pdp.giftCard.openAmountHint', {
                min: money(card.openAmountMin),
                max: money(card.openAmountMax),
              })
            : '',
        senderName: t('pdp.giftCard.senderName'),
        senderEmail: t('pdp.giftCard.senderEmail'),
        recipientName: t('pdp.giftCard.recipientName'),
        recipientEmail: t('pdp.giftCard.recipientEmail'),
        message: t('pdp.giftCard.message'),
        optional: t('pdp.giftCard.optional'),
      }}
    />
  );
}
