import type { Queryable } from '../db/client.js';
import { inputError } from './errors.js';

/** A customer's own reviews (Magento's `customer { reviews }`), published or not, newest first. */

export interface CustomerReviewRow {
  review_id: number;
  product_id: number;
  nickname: string;
  summary: string;
  detail: string;
  status: 'APPROVED' | 'PENDING' | 'NOT_APPROVED';
  created_at: string | Date;
  /** Average of the review's votes (1 to 5), null when it has none. */
  value: number | null;
  ratings: { rating_code: string; value: number }[];
}

export const MAX_CUSTOMER_REVIEW_PAGE = 100;

export async function listCustomerReviews(
  q: Queryable,
  customerId: number,
  pageSize: number,
  currentPage: number,
): Promise<{ rows: CustomerReviewRow[]; totalCount: number }> {
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  if (pageSize > MAX_CUSTOMER_REVIEW_PAGE)
    throw inputError(`pageSize value must be less than or equal to ${MAX_CUSTOMER_REVIEW_PAGE}.`);
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM review WHERE customer_id = $1',
    [customerId],
  );
  const rows = await q.query<CustomerReviewRow>(
    `SELECT r.review_id, r.product_id, r.nickname, r.summary, r.detail, r.status, r.created_at,
            (SELECT avg(v.value)::float8 FROM review_vote v WHERE v.review_id = r.review_id) AS value,
            COALESCE((SELECT json_agg(json_build_object('rating_code', g.rating_code, 'value', v.value) ORDER BY g.rating_id)
                        FROM review_vote v JOIN rating g ON g.rating_id = v.rating_id WHERE v.review_id = r.review_id),
                     '[]'::json) AS ratings
       FROM review r WHERE r.customer_id = $1
      ORDER BY r.created_at DESC, r.review_id DESC LIMIT $2 OFFSET $3`,
    [customerId, pageSize, (currentPage - 1) * pageSize],
  );
  return { rows, totalCount: count?.n ?? 0 };
}
