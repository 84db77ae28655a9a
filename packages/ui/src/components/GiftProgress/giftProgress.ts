/** Spec §1 gift progress stages. */
export const giftStageIds = ['freeShipping', 'smallGift', 'largeGift', 'extraGift'] as const;
export type GiftStageId = (typeof giftStageIds)[number];

export interface GiftStage {
  id: GiftStageId;
  /** Threshold of the cart total (server-supplied). */
  amount: number;
}

export interface GiftStageState extends GiftStage {
  reached: boolean;
  /** Position of the stage on the bar, 0–100. */
  position: number;
}

export interface GiftProgressState {
  stages: GiftStageState[];
  /** The first stage not reached yet, with the amount still missing. */
  next: { stage: GiftStageState; remaining: number } | null;
  /** Fill of the bar, 0–100. */
  percent: number;
  /** The largest threshold: the end of the bar. */
  max: number;
}

/** Orders stages by amount and tells which are reached, where they sit and what comes next. */
export function giftProgress(stages: readonly GiftStage[], total: number): GiftProgressState {
  const sorted = [...stages]
    .filter((s) => Number.isFinite(s.amount) && s.amount >= 0)
    .sort((a, b) => a.amount - b.amount);
  const max = sorted.length ? sorted[sorted.length - 1]!.amount : 0;
  const safeTotal = Math.max(0, Number.isFinite(total) ? total : 0);
  const states = sorted.map((s) => ({
    ...s,
    reached: safeTotal >= s.amount,
    position: max > 0 ? Math.round((s.amount / max) * 1000) / 10 : 100,
  }));
  const nextStage = states.find((s) => !s.reached);
  return {
    stages: states,
    next: nextStage
      ? { stage: nextStage, remaining: Math.round((nextStage.amount - safeTotal) * 100) / 100 }
      : null,
    percent: max > 0 ? Math.min(100, Math.round((safeTotal / max) * 1000) / 10) : 100,
    max,
  };
}
