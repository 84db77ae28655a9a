export { RewardPoints, rewardPointsStatuses, defaultRewardPointsLabels } from './RewardPoints';
export type {
  RewardPointsProps,
  RewardPointsStatus,
  RewardPointsLabels,
  RewardPointsAmountView,
} from './RewardPoints';
