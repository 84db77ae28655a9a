/** Pure rules of My reviews (spec §2 /my-reviews, §3 Review). */

/** Reviews per page. */
export const REVIEWS_PAGE_SIZE = 10;

/** The list's page from `?page=` (from 1). */
export function reviewsPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * Spec §3 Review: a rating of 1 to 5 stars from Magento's average_rating (a percentage), and the
 * hint of that many stars ("I don't like it" … "Amazing").
 */
export function reviewStars(averageRating: number): number {
  return Math.min(5, Math.max(1, Math.round(averageRating / 20)));
}

/** The message id of the spec's hint for a number of stars (the product page's review form texts). */
export const ratingHintId = (stars: number) => `pdp.review.hint${stars}`;

/** Whether a review is published: only approved reviews are public (spec §6). */
export const isPublished = (status: string | null | undefined) => status === 'APPROVED';
