import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../Price/priceMath';
import { GiftProgress } from './GiftProgress';
import { giftProgress, type GiftStage } from './giftProgress';

const stages: GiftStage[] = [
  { id: 'smallGift', amount: 60 },
  { id: 'freeShipping', amount: 40 },
  { id: 'extraGift', amount: 150 },
  { id: 'largeGift', amount: 100 },
];
const eur = (v: number) => formatPrice(v, 'EUR', 'en-US');

describe('giftProgress', () => {
  it('orders stages by amount and positions them', () => {
    const s = giftProgress(stages, 0);
    expect(s.stages.map((x) => x.id)).toEqual(['freeShipping', 'smallGift', 'largeGift', 'extraGift']);
    expect(s.stages.map((x) => x.position)).toEqual([26.7, 40, 66.7, 100]);
    expect(s.max).toBe(150);
    expect(s.next).toMatchObject({ stage: { id: 'freeShipping' }, remaining: 40 });
  });
  it('marks reached stages at or above the threshold', () => {
    const s = giftProgress(stages, 60);
    expect(s.stages.map((x) => x.reached)).toEqual([true, true, false, false]);
    expect(s.next).toMatchObject({ stage: { id: 'largeGift' }, remaining: 40 });
    expect(s.percent).toBe(40);
  });
  it('rounds the remaining amount to cents', () => {
    expect(giftProgress(stages, 39.9).next?.remaining).toBe(0.1);
  });
  it('completes when the total passes every stage and caps the bar', () => {
    const s = giftProgress(stages, 200);
    expect(s.next).toBeNull();
    expect(s.percent).toBe(100);
  });
  it('handles no stages and bad totals', () => {
    expect(giftProgress([], 10)).toMatchObject({ stages: [], next: null, percent: 100, max: 0 });
    expect(giftProgress(stages, Number.NaN).next?.remaining).toBe(40);
  });
});

describe('GiftProgress', () => {
  it('exposes a progressbar, a stage list and the next-stage message', () => {
    render(<GiftProgress stages={stages} total={52} formatPrice={eur} />);
    const bar = screen.getByRole('progressbar', { name: 'Spend €8.00 more for a small gift' });
    expect(bar).toHaveAttribute('aria-valuenow', '52');
    expect(bar).toHaveAttribute('aria-valuetext', '€52.00 of €150.00');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Free shipping').closest('li')).toHaveAttribute('data-state', 'reached');
  });
});
