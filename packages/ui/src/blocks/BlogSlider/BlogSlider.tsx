import { useId } from 'react';
import { Image } from '../../components/Image';
import { RegisteredLink } from '../../components/LinkProvider';
import { Shimmer } from '../../components/Shimmer';
import { BlockRail } from '../../private/BlockRail';
import * as css from './BlogSlider.css';

export interface BlogPostCard {
  id: string;
  title: string;
  href: string;
  /** Featured image URL; a quiet placeholder shows without one. */
  image?: string;
  imageAlt?: string;
  /** Plain-text teaser (the app strips HTML); clamped to three lines. */
  excerpt?: string;
  /** Publication date, ISO 8601 (e.g. "2026-01-14" or a full timestamp). */
  date?: string;
  author?: string;
}

export interface BlogSliderLabels {
  previous: string;
  next: string;
  empty: string;
  /** Before the author's name, e.g. "by Anna". */
  byAuthor: (author: string) => string;
}

export const defaultBlogSliderLabels: BlogSliderLabels = {
  previous: 'Previous posts',
  next: 'Next posts',
  empty: 'No journal posts yet — check back soon.',
  byAuthor: (author) => `by ${author}`,
};

export interface BlogSliderProps {
  title?: string;
  posts: readonly BlogPostCard[];
  loading?: boolean;
  loadingCount?: number;
  /** Locale for the dates (BCP 47 or Magento style, e.g. "de_DE"). */
  locale?: string;
  labels?: Partial<BlogSliderLabels>;
  headingLevel?: 2 | 3;
}

/**
 * Dates formatted in UTC: the server and the browser agree (no hydration mismatch around
 * midnight), and a post dated "2026-01-14" never shows as the 13th west of Greenwich.
 */
export function formatPostDate(iso: string, locale = 'en-US'): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return postDateFormat(locale).format(date);
}

/** One formatter per locale: making one costs ~150 µs, using it ~1 µs (issue 18, server render). */
const postDateFormats = new Map<string, Intl.DateTimeFormat>();
function postDateFormat(locale: string): Intl.DateTimeFormat {
  let format = postDateFormats.get(locale);
  if (!format) {
    if (postDateFormats.size >= 32) postDateFormats.clear();
    format = new Intl.DateTimeFormat(locale.replace('_', '-'), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    postDateFormats.set(locale, format);
  }
  return format;
}

/** Blog slider block: journal post cards (image, date, author, title, teaser) in a swipeable row. */
export function BlogSlider({
  title = 'From the journal',
  posts,
  loading = false,
  loadingCount = 3,
  locale = 'en-US',
  labels: labelsProp,
  headingLevel = 2,
}: BlogSliderProps) {
  const labels = { ...defaultBlogSliderLabels, ...labelsProp };
  const titleId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  const PostTag = headingLevel === 2 ? 'h3' : 'h4';
  const heading = (
    <HeadingTag id={titleId} className={css.title}>
      {title}
    </HeadingTag>
  );
  const empty = !loading && posts.length === 0;

  const cards = loading
    ? Array.from({ length: loadingCount }, (_, i) => (
        <div key={i} className={css.card} aria-hidden="true" data-state="loading">
          <span className={css.media}>
            <Shimmer shape="block" />
          </span>
          <Shimmer shape="line" width="40%" />
          <Shimmer shape="line" width="85%" />
          <Shimmer shape="line" width="70%" />
        </div>
      ))
    : posts.map((post) => {
        const date = post.date ? formatPostDate(post.date, locale) : null;
        return (
          <article key={post.id} className={css.card}>
            <div className={css.media}>
              {post.image ? (
                <Image
                  src={post.image}
                  alt={post.imageAlt ?? ''}
                  width={640}
                  height={427}
                  sizes="(min-width: 1024px) 33vw, 80vw"
                />
              ) : null}
            </div>
            <div className={css.body}>
              {date || post.author ? (
                <p className={css.meta}>
                  {date && post.date ? <time dateTime={post.date}>{date}</time> : null}
                  {date && post.author ? <span aria-hidden="true"> · </span> : null}
                  {post.author ? <span>{labels.byAuthor(post.author)}</span> : null}
                </p>
              ) : null}
              <PostTag className={css.postTitle}>
                <RegisteredLink href={post.href} className={css.link}>
                  {post.title}
                </RegisteredLink>
              </PostTag>
              {post.excerpt ? <p className={css.excerpt}>{post.excerpt}</p> : null}
            </div>
          </article>
        );
      });

  return (
    <section
      className={css.root}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : empty ? 'empty' : 'ready'}
    >
      {empty ? (
        <>
          {heading}
          <p className={css.empty}>{labels.empty}</p>
        </>
      ) : (
        <BlockRail perView="posts" previousLabel={labels.previous} nextLabel={labels.next} header={heading}>
          {cards}
        </BlockRail>
      )}
    </section>
  );
}
