import {
  BlogPostList,
  Button,
  Container,
  Heading,
  Inline,
  Link as UiLink,
  Pagination,
  Stack,
  Text,
  TextField,
} from '@shop/ui';
import { useIntl } from 'react-intl';
import { Form, Link } from 'react-router';
import { absoluteUrl, usePageTitle, useStoreView } from '../../../../platform/store/store-context';
import { categoryHref, listingHref, postHref, tagHref } from '../../rules';
import type { BlogCard, BlogListingData } from './route';
import { feedHref } from './feed';

export function toListCards(posts: readonly BlogCard[]) {
  return posts.map((p) => ({
    id: String(p.id),
    title: p.title,
    href: postHref(p.urlKey),
    ...(p.image ? { image: p.image, imageAlt: p.imageAlt ?? '' } : {}),
    ...(p.excerpt ? { excerpt: p.excerpt } : {}),
    ...(p.date ? { date: p.date } : {}),
    ...(p.author ? { author: p.author } : {}),
  }));
}

/** Spec §2 listing headings: "Blog", the category, "More from", "Posts tagged", "Search results for". */
function useHeading(data: BlogListingData): string {
  const intl = useIntl();
  switch (data.type) {
    case 'CATEGORY':
      return data.subject ?? intl.formatMessage({ id: 'blog.title' });
    case 'AUTHOR':
      return intl.formatMessage({ id: 'blog.authorHeading' }, { author: data.subject });
    case 'TAG':
      return intl.formatMessage({ id: 'blog.tagHeading' }, { tag: data.subject });
    case 'SEARCH':
      return intl.formatMessage({ id: 'blog.searchHeading' }, { query: data.query });
    default:
      return intl.formatMessage({ id: 'blog.title' });
  }
}

export function BlogListingView({ data }: { data: BlogListingData }) {
  const intl = useIntl();
  const store = useStoreView();
  const heading = useHeading(data);
  const title = usePageTitle(data.metaTitle || heading);
  const prefix = store.basename === '/' ? '' : store.basename;
  const extra: Record<string, string> = data.type === 'SEARCH' ? { q: data.query } : {};
  const canonical = absoluteUrl(store, `${prefix}${listingHref(data.path, data.page, extra)}`);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <title>{title}</title>
      {data.metaDescription ? <meta name="description" content={data.metaDescription} /> : null}
      {data.type === 'SEARCH' ? (
        <meta name="robots" content="noindex, follow" />
      ) : (
        <link rel="canonical" href={canonical} />
      )}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${store.brand} – ${t('blog.title')}`}
        href={feedHref(store)}
      />
      <Container paddingY="page">
        <Stack space="xlarge">
          <Stack space="medium">
            <Heading level={1} size="xlarge">
              {heading}
            </Heading>
            {data.description ? <Text tone="muted">{data.description}</Text> : null}
          </Stack>
          <Form method="get" action="/blog/search" role="search" aria-label={t('blog.searchLabel')}>
            <Inline space="small" alignY="center">
              <TextField
                key={data.query}
                label={t('blog.searchLabel')}
                name="q"
                type="search"
                defaultValue={data.query}
                placeholder={t('blog.searchPlaceholder')}
              />
              <Button type="submit" variant="secondary">
                {t('blog.searchButton')}
              </Button>
            </Inline>
          </Form>
          <nav aria-label={t('blog.categories')}>
            <Inline space="medium" wrap>
              {data.navigation.categories.map((c) => (
                <UiLink
                  key={c.id}
                  asChild
                  variant={data.type === 'CATEGORY' && data.subject === c.name ? 'standalone' : 'subtle'}
                >
                  <Link
                    to={categoryHref(c.urlKey)}
                    aria-current={data.type === 'CATEGORY' && data.subject === c.name ? 'page' : undefined}
                  >
                    {c.name}
                  </Link>
                </UiLink>
              ))}
            </Inline>
          </nav>
          {data.tooShort ? (
            <div role="alert">
              <Text>{t('blog.searchTooShort')}</Text>
            </div>
          ) : (
            <BlogPostList
              posts={toListCards(data.posts)}
              locale={store.formattingLocale}
              priority
              labels={{
                empty: t(data.type === 'SEARCH' ? 'blog.searchEmpty' : 'blog.empty'),
                byAuthor: (author) => intl.formatMessage({ id: 'blog.byAuthor' }, { author }),
              }}
            />
          )}
          {data.totalPages > 1 ? (
            <Pagination
              currentPage={data.page}
              totalPages={data.totalPages}
              hrefForPage={(page) => listingHref(data.path, page, extra)}
              label={t('blog.pages')}
              previousLabel={t('blog.previousPage')}
              nextLabel={t('blog.nextPage')}
              pageLabel={(page) => intl.formatMessage({ id: 'blog.page' }, { page })}
            />
          ) : null}
          {data.navigation.tags.length ? (
            <nav aria-label={t('blog.tags')}>
              <Stack space="small">
                <Heading level={2} size="small">
                  {t('blog.tags')}
                </Heading>
                <Inline space="medium" wrap>
                  {data.navigation.tags.map((tag) => (
                    <UiLink key={tag.id} asChild variant="subtle">
                      <Link to={tagHref(tag.urlKey)}>{tag.name}</Link>
                    </UiLink>
                  ))}
                </Inline>
              </Stack>
            </nav>
          ) : null}
        </Stack>
      </Container>
    </>
  );
}
