import { useQuery } from '@apollo/client/react';
import { Heading, Inline, Link as UiLink, Loader, Pagination, Stack, Text } from '@shop/ui';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { productPath } from '../../../catalog';
import { ErrorNote } from '../../forms';
import { MyReviewsDocument } from './__generated__/MyReviews';
import { isPublished, ratingHintId, REVIEWS_PAGE_SIZE, reviewStars, reviewsPage } from './myReviewsRules';

/**
 * The customer's reviews (spec §2 /my-reviews): each with its product (link and image), the rating
 * with the spec's hint, the text, the date and whether it is published yet. Fetched in the browser only.
 */
export function MyReviews() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params] = useSearchParams();
  const page = reviewsPage(params);
  const { data, loading, error } = useQuery(MyReviewsDocument, {
    variables: { currentPage: page, pageSize: REVIEWS_PAGE_SIZE },
    fetchPolicy: 'network-only',
    ssr: false,
  });
  const reviews = data?.customer?.reviews;
  if (!reviews)
    return loading ? (
      <Loader label={t('shell.loading')} />
    ) : (
      <ErrorNote>{error ? t('error.text') : null}</ErrorNote>
    );
  const items = reviews.items.filter((r): r is NonNullable<typeof r> => r != null);
  if (items.length === 0)
    return <Text>{t(page > 1 ? 'account.reviews.noPage' : 'account.reviews.none')}</Text>;
  return (
    <Stack space="large">
      <Stack as="ul" space="xlarge">
        {items.map((review, index) => {
          const stars = reviewStars(review.average_rating);
          const path = productPath(review.product);
          const image = review.product.small_image?.url;
          return (
            <li key={`${review.product.uid}-${review.created_at}-${index}`}>
              <Inline space="medium" alignY="top">
                {image ? (
                  <Link to={path} tabIndex={-1} aria-hidden="true">
                    {/* A thumbnail at its own size: the kit's Image fills its column. */}
                    <img src={image} alt="" width={64} height={80} loading="lazy" decoding="async" />
                  </Link>
                ) : null}
                <Stack space="xsmall">
                  <Heading level={2} size="small">
                    <UiLink asChild variant="inline">
                      <Link to={path}>{review.product.name}</Link>
                    </UiLink>
                  </Heading>
                  {/* Text, not the kit's stars: sharing Rating with the product page would split it
                      out of that page's chunk and grow its first load. */}
                  <Text>{t('account.reviews.rating', { stars, hint: t(ratingHintId(stars)) })}</Text>
                  {review.summary ? <Text weight="strong">{review.summary}</Text> : null}
                  <Text>{review.text}</Text>
                  <Inline space="medium">
                    <Text tone="soft" size="small">
                      {intl.formatDate(new Date(`${review.created_at.replace(' ', 'T')}Z`), {
                        dateStyle: 'medium',
                      })}
                    </Text>
                    <Text tone={isPublished(review.review_status) ? 'positive' : 'soft'} size="small">
                      {t(
                        isPublished(review.review_status)
                          ? 'account.reviews.published'
                          : 'account.reviews.notPublished',
                      )}
                    </Text>
                  </Inline>
                </Stack>
              </Inline>
            </li>
          );
        })}
      </Stack>
      <Pagination
        currentPage={reviews.page_info.current_page ?? page}
        totalPages={reviews.page_info.total_pages ?? 1}
        hrefForPage={(p) => (p > 1 ? `/my-reviews?page=${p}` : '/my-reviews')}
        label={t('account.reviews.pages')}
        previousLabel={t('account.orders.previousPage')}
        nextLabel={t('account.orders.nextPage')}
        pageLabel={(p) => t('account.orders.page', { page: p })}
      />
    </Stack>
  );
}
