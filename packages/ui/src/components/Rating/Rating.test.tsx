import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RatingSummary } from '../RatingSummary';
import { Rating } from './Rating';
import { ratingFromSummary, ratingHints, starFill } from './ratingMath';

describe('rating maths', () => {
  it.each([
    [0, 0],
    [100, 5],
    [86, 4.3],
    [50, 2.5],
    [73, 3.7],
    [-5, 0],
    [120, 5],
    [null, 0],
    [undefined, 0],
  ])('summary %s → %s', (summary, expected) => {
    expect(ratingFromSummary(summary)).toBe(expected);
  });

  it('fills stars partially', () => {
    expect([0, 1, 2, 3, 4].map((i) => starFill(4.3, i))).toEqual([100, 100, 100, 100, 30]);
    expect(starFill(0, 0)).toBe(0);
  });

  it('has the spec hints', () => {
    expect(ratingHints).toEqual([
      "I don't like it",
      'Not too good',
      'Average',
      "I'm pretty satisfied",
      'Amazing',
    ]);
  });
});

describe('Rating', () => {
  it('selects a value with the keyboard and shows the hint', async () => {
    const onValueChange = vi.fn();
    render(<Rating onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '3 stars, Average' }));
    expect(onValueChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars, Average' })).toBeChecked();
  });

  it('renders a read-only average as one image', () => {
    render(<Rating readOnly value={4.25} showValue />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('RatingSummary', () => {
  it('turns a 0–100 summary into stars and shows the count', () => {
    render(
      <RatingSummary summary={86} reviewCount={12}>
        <a href="#reviews">Write a review</a>
      </RatingSummary>,
    );
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a review' })).toBeInTheDocument();
  });
});
