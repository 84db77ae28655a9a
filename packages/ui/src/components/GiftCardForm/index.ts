export { GiftCardForm, giftCardFormStatuses, defaultGiftCardFormLabels } from './GiftCardForm';
export type {
  GiftCardFormProps,
  GiftCardFormStatus,
  GiftCardFormLabels,
  AppliedGiftCardView,
  GiftCardBalanceView,
} from './GiftCardForm';
