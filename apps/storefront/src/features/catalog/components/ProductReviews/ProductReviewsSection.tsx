import {
  Heading,
  Pagination,
  ReviewList,
  Stack,
  ratingHints,
  type ReviewFormStatus,
  type ReviewFormValues,
} from '@shop/ui';
import { useApolloLoader } from '../../../../platform/data/apolloSource';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useStoreView } from '../../../../platform/store/store-context';
import { REVIEWS_PAGE_SIZE, toReviewsData, type ReviewsData } from './reviewsData';

// The review form needs JavaScript to be of use and sits below the fold: it loads on its own.
const ReviewForm = lazy(() =>
  import('@shop/ui/components/ReviewForm').then((m) => ({ default: m.ReviewForm })),
);

export interface ProductReviewsSectionProps {
  /** Page 1, loaded with the product. */
  initial: ReviewsData;
  /** Rating metadata: the form sends the value id of the chosen star count. */
  ratings: { id: string; values: { value: string; value_id: string }[] }[];
  /** Shown under our reviews and form (issue 15: the review provider's widget). */
  children?: ReactNode;
}

/** Spec §3: the paged review list and the review form (new reviews wait for approval). */
export function ProductReviewsSection({ initial, ratings, children }: ProductReviewsSectionProps) {
  const intl = useIntl();
  const store = useStoreView();
  const loadApollo = useApolloLoader();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [reviews, setReviews] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState<ReviewFormStatus>('idle');
  const [error, setError] = useState<string | undefined>();
  const dateFormat = new Intl.DateTimeFormat(store.formattingLocale, { dateStyle: 'long', timeZone: 'UTC' });

  const goTo = async (page: number) => {
    setLoading(true);
    try {
      const [{ ProductReviewsPageDocument }, apollo] = await Promise.all([
        import('./__generated__/ProductReviewsPage'),
        loadApollo(),
      ]);
      const { data } = await apollo.query({
        query: ProductReviewsPageDocument,
        variables: { sku: initial.sku, reviewPageSize: REVIEWS_PAGE_SIZE, reviewPage: page },
      });
      const item = data?.products?.items?.[0];
      if (item) setReviews(toReviewsData(item));
    } finally {
      setLoading(false);
    }
  };

  const submit = async (values: ReviewFormValues) => {
    setStatus('submitting');
    try {
      const [{ CreateProductReviewDocument }, apollo] = await Promise.all([
        import('./__generated__/CreateProductReview'),
        loadApollo(),
      ]);
      await apollo.mutate({
        mutation: CreateProductReviewDocument,
        variables: {
          input: {
            sku: initial.sku,
            nickname: values.nickname,
            summary: values.summary,
            text: values.text,
            ratings: ratings.flatMap((r) => {
              const v = r.values.find((x) => Number(x.value) === values.rating);
              return v ? [{ id: r.id, value_id: v.value_id }] : [];
            }),
          },
        },
      });
      setStatus('success');
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('pdp.form.error'));
      setStatus('error');
    }
  };

  const date = (createdAt: string) => {
    const d = new Date(createdAt.replace(' ', 'T') + (createdAt.includes('Z') ? '' : 'Z'));
    return Number.isNaN(d.getTime()) ? undefined : dateFormat.format(d);
  };

  return (
    <Stack space="xlarge">
      <Stack space="large">
        <ReviewList
          label={t('pdp.reviews.list')}
          emptyText={t('pdp.reviews.empty')}
          loading={loading}
          ratedLabel={(value) => t('pdp.rated', { value })}
          reviews={reviews.items.map(({ createdAt, ...r }) => ({ ...r, date: date(createdAt) }))}
        />
        {reviews.totalPages > 1 ? (
          <Pagination
            currentPage={reviews.currentPage}
            totalPages={reviews.totalPages}
            onPageChange={(page) => void goTo(page)}
            label={t('pdp.reviews.pages')}
            previousLabel={t('pdp.pagination.previous')}
            nextLabel={t('pdp.pagination.next')}
            pageLabel={(page) => t('pdp.pagination.page', { page })}
          />
        ) : null}
      </Stack>
      <Stack space="medium">
        <Heading level={3} size="medium">
          {t('pdp.reviews.write')}
        </Heading>
        <Suspense fallback={null}>
          <ReviewForm
            status={status}
            errorMessage={error}
            onSubmit={(values) => void submit(values)}
            agreementLabel={t('pdp.review.agreement')}
            labels={{
              nickname: t('pdp.review.nickname'),
              summary: t('pdp.review.summary'),
              text: t('pdp.review.text'),
              submit: t('pdp.review.submit'),
              required: t('pdp.validation.required'),
              maxLength: t('pdp.validation.maxLength'),
              success: t('pdp.review.success'),
              pendingNote: t('pdp.review.pending'),
            }}
            ratingLabels={{
              legend: t('pdp.review.rating'),
              hints: ratingHints.map((_, i) => t(`pdp.review.hint${i + 1}`)),
              stars: (count) => t('pdp.review.stars', { count }),
              rated: (value) => t('pdp.rated', { value }),
            }}
          />
        </Suspense>
      </Stack>
      {children}
    </Stack>
  );
}
