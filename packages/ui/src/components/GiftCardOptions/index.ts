export {
  GiftCardOptions,
  OPEN_AMOUNT,
  emptyGiftCardOptions,
  defaultGiftCardOptionsLabels,
} from './GiftCardOptions';
export type {
  GiftCardOptionsProps,
  GiftCardOptionsValue,
  GiftCardOptionsLabels,
  GiftCardAmountOption,
  GiftCardField,
} from './GiftCardOptions';
