import { Image } from '../Image';
import { RegisteredLink } from '../LinkProvider';
import { Shimmer } from '../Shimmer';
import { formatPostDate, type BlogPostCard } from '../../blocks/BlogSlider/BlogSlider';
import * as card from '../../blocks/BlogSlider/BlogSlider.css';
import { list } from './BlogPostList.css';

export interface BlogPostListLabels {
  /** Shown when there are no posts. */
  empty: string;
  /** Before the author's name, e.g. "by Anna". */
  byAuthor: (author: string) => string;
}

export const defaultBlogPostListLabels: BlogPostListLabels = {
  empty: 'No posts yet — check back soon.',
  byAuthor: (author) => `by ${author}`,
};

export interface BlogPostListProps {
  posts: readonly BlogPostCard[];
  loading?: boolean;
  loadingCount?: number;
  /** Locale for the dates (BCP 47 or Magento style, e.g. "de_DE"). */
  locale?: string;
  labels?: Partial<BlogPostListLabels>;
  /** Level of each post's title (2 under a page's h1, 3 inside a section). */
  headingLevel?: 2 | 3;
  /** The first card's image is above the fold: loaded eagerly (spec §9 "first page image not lazy"). */
  priority?: boolean;
}

/**
 * Journal post cards in a grid (one column on phones, two from 640 px, three from 1024 px): image,
 * date and author, title (the card's one link) and teaser. States: `ready`, `loading`, `empty`.
 */
export function BlogPostList({
  posts,
  loading = false,
  loadingCount = 6,
  locale = 'en-US',
  labels: labelsProp,
  headingLevel = 2,
  priority = false,
}: BlogPostListProps) {
  const labels = { ...defaultBlogPostListLabels, ...labelsProp };
  const TitleTag = `h${headingLevel}` as const;
  if (loading) {
    return (
      <ul className={list} aria-busy="true" data-state="loading">
        {Array.from({ length: loadingCount }, (_, i) => (
          <li key={i} className={card.card} aria-hidden="true">
            <span className={card.media}>
              <Shimmer shape="block" />
            </span>
            <Shimmer shape="line" width="40%" />
            <Shimmer shape="line" width="85%" />
            <Shimmer shape="line" width="70%" />
          </li>
        ))}
      </ul>
    );
  }
  if (posts.length === 0) {
    return (
      <p className={card.empty} data-state="empty">
        {labels.empty}
      </p>
    );
  }
  return (
    <ul className={list} data-state="ready">
      {posts.map((post, index) => {
        const date = post.date ? formatPostDate(post.date, locale) : null;
        return (
          <li key={post.id}>
            <article className={card.card}>
              <div className={card.media}>
                {post.image ? (
                  <Image
                    src={post.image}
                    alt={post.imageAlt ?? ''}
                    width={640}
                    height={427}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    priority={priority && index === 0}
                  />
                ) : null}
              </div>
              <div className={card.body}>
                {date || post.author ? (
                  <p className={card.meta}>
                    {date && post.date ? <time dateTime={post.date}>{date}</time> : null}
                    {date && post.author ? <span aria-hidden="true"> · </span> : null}
                    {post.author ? <span>{labels.byAuthor(post.author)}</span> : null}
                  </p>
                ) : null}
                <TitleTag className={card.postTitle}>
                  <RegisteredLink href={post.href} className={card.link}>
                    {post.title}
                  </RegisteredLink>
                </TitleTag>
                {post.excerpt ? <p className={card.excerpt}>{post.excerpt}</p> : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
