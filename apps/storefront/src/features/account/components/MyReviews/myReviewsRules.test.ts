import { describe, expect, it } from 'vitest';
import { isPublished, ratingHintId, reviewStars, reviewsPage } from './myReviewsRules';

describe('my reviews rules', () => {
  it('reads the page, falling back to the first', () => {
    expect(reviewsPage(new URLSearchParams('page=2'))).toBe(2);
    expect(reviewsPage(new URLSearchParams('page=0'))).toBe(1);
    expect(reviewsPage(new URLSearchParams('page=x'))).toBe(1);
    expect(reviewsPage(new URLSearchParams(''))).toBe(1);
  });

  it('turns Magento’s percentage into 1 to 5 stars and their hint', () => {
    expect(reviewStars(100)).toBe(5);
    expect(reviewStars(80)).toBe(4);
    expect(reviewStars(20)).toBe(1);
    expect(reviewStars(0)).toBe(1);
    expect(reviewStars(130)).toBe(5);
    expect(ratingHintId(reviewStars(60))).toBe('pdp.review.hint3');
  });

  it('calls only approved reviews published', () => {
    expect(isPublished('APPROVED')).toBe(true);
    expect(isPublished('PENDING')).toBe(false);
    expect(isPublished('NOT_APPROVED')).toBe(false);
    expect(isPublished(null)).toBe(false);
  });
});
