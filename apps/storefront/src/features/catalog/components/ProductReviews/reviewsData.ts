import type { ReviewItem } from '@shop/ui';
import { getFragmentData, type FragmentType } from '../../../../gql/fragment-masking';
import { ProductReviewsFragmentDoc } from './__generated__/ProductReviews';

/** Reviews per page of the product page's list. */
export const REVIEWS_PAGE_SIZE = 5;

export interface ReviewsData {
  sku: string;
  ratingSummary: number;
  reviewCount: number;
  items: (Omit<ReviewItem, 'date'> & { createdAt: string })[];
  currentPage: number;
  totalPages: number;
}

/** Magento's review average is 0–100; the list shows stars out of 5. */
export function toReviewsData(fragment: FragmentType<typeof ProductReviewsFragmentDoc>): ReviewsData {
  const p = getFragmentData(ProductReviewsFragmentDoc, fragment);
  const page = p.reviews.page_info;
  return {
    sku: p.sku ?? '',
    ratingSummary: p.rating_summary,
    reviewCount: p.review_count,
    items: p.reviews.items.flatMap((r, i) =>
      r
        ? [
            {
              id: `${page.current_page ?? 1}-${i}-${r.nickname}`,
              nickname: r.nickname,
              summary: r.summary,
              text: r.text,
              rating: Math.round((r.average_rating / 20) * 10) / 10,
              createdAt: r.created_at,
            },
          ]
        : [],
    ),
    currentPage: page.current_page ?? 1,
    totalPages: page.total_pages ?? 0,
  };
}
