import { useId } from 'react';
import { Button } from '../Button';
import * as css from './RewardPoints.css';

export const rewardPointsStatuses = ['idle', 'applying', 'removing'] as const;
export type RewardPointsStatus = (typeof rewardPointsStatuses)[number];

export interface RewardPointsAmountView {
  points: number;
  /** Money value of the points in the cart currency. */
  amount: number;
}

export interface RewardPointsLabels {
  title: string;
  /** What this order would earn, e.g. "This order earns 26 points (worth €0.26)." */
  potential: (points: string, amount: string) => string;
  applied: (points: string, amount: string) => string;
  apply: string;
  remove: string;
}

export const defaultRewardPointsLabels: RewardPointsLabels = {
  title: 'Loyalty points',
  potential: (points, amount) => `This order earns ${points} points (worth ${amount}).`,
  applied: (points, amount) => `${points} points applied: ${amount} off.`,
  apply: 'Use my points',
  remove: 'Stop using points',
};

export interface RewardPointsProps {
  /** Points the cart would earn (spec §1: 3% of the order amount). */
  potential?: RewardPointsAmountView | null;
  /** Points redeemed on this cart. */
  applied?: RewardPointsAmountView | null;
  /** Whether the shopper has points to redeem (shows the apply button). */
  canApply?: boolean;
  onApply?: () => void;
  onRemove?: () => void;
  status?: RewardPointsStatus;
  error?: string | null;
  formatPrice: (value: number) => string;
  formatNumber?: (value: number) => string;
  /** Heading level of the title. */
  headingLevel?: 2 | 3;
  labels?: Partial<RewardPointsLabels>;
}

/**
 * Loyalty points on the cart (Adobe Commerce reward points): the points this order earns with their
 * money value, and the points redeemed with apply/remove. The app shows it only when the store's
 * loyalty_pwa_enabled flag is on.
 */
export function RewardPoints({
  potential,
  applied,
  canApply = false,
  onApply,
  onRemove,
  status = 'idle',
  error,
  formatPrice,
  formatNumber = (v) => String(v),
  headingLevel = 2,
  labels,
}: RewardPointsProps) {
  const t = { ...defaultRewardPointsLabels, ...labels };
  const titleId = useId();
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  const isApplied = Boolean(applied && applied.points > 0);

  return (
    <section className={css.root} aria-labelledby={titleId} data-state={isApplied ? 'applied' : 'available'}>
      <Title className={css.title} id={titleId}>
        {t.title}
      </Title>
      {potential && potential.points > 0 ? (
        <p className={css.text}>
          {t.potential(formatNumber(potential.points), formatPrice(potential.amount))}
        </p>
      ) : null}
      {isApplied && applied ? (
        <div className={css.row}>
          <p className={css.text} role="status">
            {t.applied(formatNumber(applied.points), formatPrice(applied.amount))}
          </p>
          {onRemove ? (
            <Button
              type="button"
              variant="link"
              size="small"
              loading={status === 'removing'}
              onClick={onRemove}
            >
              {t.remove}
            </Button>
          ) : null}
        </div>
      ) : canApply && onApply ? (
        <div className={css.row}>
          <Button
            type="button"
            variant="secondary"
            size="small"
            loading={status === 'applying'}
            onClick={onApply}
          >
            {t.apply}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
