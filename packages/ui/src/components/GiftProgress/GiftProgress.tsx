import { useId } from 'react';
import { inlineVars } from '../../private/inlineVars';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { Icon } from '../Icon';
import {
  fill,
  list,
  marker,
  message,
  percentVar,
  positionVar,
  root,
  stage as stageClass,
  stageName,
  track,
} from './GiftProgress.css';
import { giftProgress, type GiftStage, type GiftStageId } from './giftProgress';

export interface GiftProgressLabels {
  /** Accessible name of the section. */
  title: string;
  stages: Record<GiftStageId, string>;
  /** Message for the next stage, e.g. "Spend €12.00 more for free shipping". */
  next: (remaining: string, stage: GiftStageId) => string;
  /** Every stage reached. */
  complete: string;
  reached: string;
  notReached: string;
  /** Progress bar value text, e.g. "€38.00 of €120.00". */
  valueText: (total: string, max: string) => string;
}

const nextPhrases: Record<GiftStageId, string> = {
  freeShipping: 'free shipping',
  smallGift: 'a small gift',
  largeGift: 'a large gift',
  extraGift: 'an extra gift',
};

export const defaultGiftProgressLabels: GiftProgressLabels = {
  title: 'Gift progress',
  stages: {
    freeShipping: 'Free shipping',
    smallGift: 'Small gift',
    largeGift: 'Large gift',
    extraGift: 'Extra gift',
  },
  next: (remaining, id) => `Spend ${remaining} more for ${nextPhrases[id]}`,
  complete: 'You have unlocked free shipping and every gift',
  reached: 'reached',
  notReached: 'not reached yet',
  valueText: (total, max) => `${total} of ${max}`,
};

export interface GiftProgressProps {
  /** Thresholds from the server (spec §1: amounts are server-supplied). */
  stages: readonly GiftStage[];
  /** Current cart total. */
  total: number;
  /** Formats amounts in the cart currency (e.g. `Price`'s `formatPrice` bound to currency and locale). */
  formatPrice: (value: number) => string;
  labels?: Partial<GiftProgressLabels>;
}

/**
 * Cart gift progress (spec §1): free shipping, small gift, large gift, extra gift. A progress bar with
 * stage markers, a list of stages with their reached state, and a message naming the next stage and
 * the amount still missing. The rules are the pure `giftProgress` function.
 */
export function GiftProgress({ stages, total, formatPrice, labels }: GiftProgressProps) {
  const t = {
    ...defaultGiftProgressLabels,
    ...labels,
    stages: { ...defaultGiftProgressLabels.stages, ...labels?.stages },
  };
  const state = giftProgress(stages, total);
  const messageId = useId();
  const text = state.next ? t.next(formatPrice(state.next.remaining), state.next.stage.id) : t.complete;

  return (
    <section className={root} aria-label={t.title} data-state={state.next ? 'in-progress' : 'complete'}>
      <p className={message} id={messageId} aria-live="polite">
        {text}
      </p>
      <div
        className={track}
        role="progressbar"
        aria-labelledby={messageId}
        aria-valuemin={0}
        aria-valuemax={state.max}
        aria-valuenow={Math.min(Math.max(total, 0), state.max)}
        aria-valuetext={t.valueText(formatPrice(Math.max(total, 0)), formatPrice(state.max))}
      >
        <span className={fill} style={inlineVars({ [percentVar]: `${state.percent}%` })} />
        {state.stages.map((s) => (
          <span
            key={s.id}
            aria-hidden="true"
            className={marker}
            data-state={s.reached ? 'reached' : 'pending'}
            style={inlineVars({ [positionVar]: `${s.position}%` })}
          />
        ))}
      </div>
      <ol className={list}>
        {state.stages.map((s) => (
          <li
            key={s.id}
            className={stageClass}
            data-stage={s.id}
            data-state={s.reached ? 'reached' : 'pending'}
          >
            <span className={stageName}>
              {s.reached ? <Icon name="check" size="small" /> : null}
              {t.stages[s.id]}
            </span>
            <span>{formatPrice(s.amount)}</span>
            <span className={visuallyHidden}>{s.reached ? t.reached : t.notReached}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
