import { BlogPostList, Container, Heading, Image, Inline, Link as UiLink, Stack, Text } from '@shop/ui';
import { Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { storefrontConfig } from '../../../../platform/config';
import { usePublishStoreAlternates } from '../../../../platform/store/storeAlternates';
import {
  absoluteUrl,
  storeSwitchHref,
  usePageTitle,
  useStoreView,
} from '../../../../platform/store/store-context';
import { LazyPageBuilder } from '../../../content';
import { BlogComments } from '../../components/BlogComments/BlogComments';
import {
  authorHref,
  blogPostingJsonLd,
  categoryHref,
  plainText,
  postHref,
  readingMinutes,
  serializeJsonLd,
  tagHref,
} from '../../rules';
import { feedHref } from './feed';
import { toListCards } from './BlogListingView';
import type { BlogPostData } from './route';

/** Share links: plain links, no third-party script (spec §2 post page). */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'Pinterest', href: `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}` },
  ];
}

export function BlogPostView({ data }: { data: BlogPostData }) {
  const intl = useIntl();
  const store = useStoreView();
  const { post } = data;
  const t = (id: string) => intl.formatMessage({ id });
  const title = usePageTitle(post.meta_title || post.title);
  const prefix = store.basename === '/' ? '' : store.basename;
  const canonical = absoluteUrl(store, `${prefix}${postHref(post.url_key ?? '')}`);
  const author = post.post_author?.name ?? t('blog.guest');
  const minutes = readingMinutes(post.full_content ?? '');
  const description = post.meta_description || plainText(post.short_content ?? '') || null;
  const hero = post.post_thumbnail ?? null;
  const translations = useMemo(
    () => post.post_translations.filter((tr) => storefrontConfig.storeCodes.includes(tr.store_code)),
    [post.post_translations],
  );
  const alternates = useMemo(
    () => Object.fromEntries(translations.map((tr) => [tr.store_code, postHref(tr.url_key)])),
    [translations],
  );
  usePublishStoreAlternates(alternates);
  const date = post.published_at
    ? new Intl.DateTimeFormat(store.formattingLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(post.published_at),
      )
    : null;
  const jsonLd = serializeJsonLd(
    blogPostingJsonLd({
      url: canonical,
      headline: post.title ?? '',
      description,
      image: hero ? new URL(hero, canonical).href : null,
      datePublished: post.published_at ?? '',
      author,
      inLanguage: store.formattingLocale,
      publisher: store.brand,
      keywords: post.post_tags.map((tag) => tag.name ?? '').filter(Boolean),
    }),
  );
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      {translations.map((tr) => (
        <link
          key={tr.store_code}
          rel="alternate"
          hrefLang={tr.locale.replace('_', '-')}
          href={absoluteUrl(store, storeSwitchHref(tr.store_code, postHref(tr.url_key)))}
        />
      ))}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${store.brand} – ${t('blog.title')}`}
        href={feedHref(store)}
      />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={post.title ?? ''} />
      {hero ? <meta property="og:image" content={new URL(hero, canonical).href} /> : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Container paddingY="page" size="medium">
        <Stack space="xlarge">
          <article>
            <Stack space="large">
              <Stack space="small">
                <UiLink asChild variant="subtle">
                  <Link to="/blog">{t('blog.title')}</Link>
                </UiLink>
                <Heading level={1} size="xlarge">
                  {post.title}
                </Heading>
                <Text tone="muted" size="small">
                  {post.post_author?.url_key ? (
                    <UiLink asChild variant="inline">
                      <Link to={authorHref(post.post_author.url_key)}>{author}</Link>
                    </UiLink>
                  ) : (
                    author
                  )}
                  {date && post.published_at ? (
                    <>
                      {' · '}
                      <time dateTime={post.published_at}>{date}</time>
                    </>
                  ) : null}
                  {' · '}
                  {intl.formatMessage({ id: 'blog.readingTime' }, { minutes })}
                </Text>
              </Stack>
              {hero ? (
                <Image
                  src={hero}
                  {...(post.card.image && post.card.image !== hero ? { mobileSrc: post.card.image } : {})}
                  alt={post.post_thumbnail_alt ?? ''}
                  width={1600}
                  height={900}
                  sizes="(min-width: 1024px) 960px, 100vw"
                  priority
                />
              ) : null}
              <Suspense fallback={null}>
                <LazyPageBuilder content={data.content} headingLevel={2} productCards="blog" />
              </Suspense>
              {post.post_categories.length ? (
                <Inline space="small" wrap>
                  <Text as="span" weight="strong" size="small">
                    {t('blog.postedIn')}
                  </Text>
                  {post.post_categories.map((c) => (
                    <UiLink key={c.category_id} asChild variant="inline">
                      <Link to={categoryHref(c.url_key ?? '')}>{c.name}</Link>
                    </UiLink>
                  ))}
                </Inline>
              ) : null}
              {post.post_tags.length ? (
                <Inline space="small" wrap>
                  <Text as="span" weight="strong" size="small">
                    {t('blog.taggedWith')}
                  </Text>
                  {post.post_tags.map((tag) => (
                    <UiLink key={tag.tag_id} asChild variant="inline">
                      <Link to={tagHref(tag.url_key ?? '')}>{tag.name}</Link>
                    </UiLink>
                  ))}
                </Inline>
              ) : null}
              <nav aria-label={t('blog.share')}>
                <Inline space="medium" wrap>
                  <Text as="span" weight="strong" size="small">
                    {t('blog.share')}
                  </Text>
                  {shareLinks(canonical, post.title ?? '').map((s) => (
                    <UiLink
                      key={s.network}
                      variant="inline"
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={intl.formatMessage({ id: 'blog.shareOn' }, { network: s.network })}
                    >
                      {s.network}
                    </UiLink>
                  ))}
                  <UiLink
                    variant="inline"
                    href={`mailto:?subject=${encodeURIComponent(post.title ?? '')}&body=${encodeURIComponent(canonical)}`}
                  >
                    {t('blog.shareByEmail')}
                  </UiLink>
                </Inline>
              </nav>
            </Stack>
          </article>
          {data.related.length ? (
            <section aria-labelledby="blog-related">
              <Stack space="large">
                <Heading level={2} size="large" id="blog-related">
                  {t('blog.related')}
                </Heading>
                <BlogPostList
                  posts={toListCards(data.related)}
                  locale={store.formattingLocale}
                  headingLevel={3}
                  labels={{
                    byAuthor: (name) => intl.formatMessage({ id: 'blog.byAuthor' }, { author: name }),
                  }}
                />
              </Stack>
            </section>
          ) : null}
          <BlogComments postId={post.post_id ?? 0} initial={data.comments} />
        </Stack>
      </Container>
    </>
  );
}
