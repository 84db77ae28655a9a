export { GiftProgress, defaultGiftProgressLabels } from './GiftProgress';
export type { GiftProgressProps, GiftProgressLabels } from './GiftProgress';
export { giftProgress, giftStageIds } from './giftProgress';
export type { GiftStage, GiftStageId, GiftStageState, GiftProgressState } from './giftProgress';
