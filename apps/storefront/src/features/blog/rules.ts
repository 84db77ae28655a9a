/**
 * The journal's pure rules (spec §2): which listing a /blog URL asks for, reading time, plain-text
 * teasers and the BlogPosting JSON-LD.
 */

/** Spec §2 blog base path and sub-paths. */
export const BLOG_PATH = '/blog';
export const BLOG_SUB_PATHS = {
  category: 'category',
  tag: 'tag',
  author: 'author',
  search: 'search',
} as const;
/** Posts per listing page (spec §9's catalogue page size). */
export const BLOG_PAGE_SIZE = 6;
/** Spec §9: search terms of at least two characters. */
export const BLOG_SEARCH_MIN_LENGTH = 2;

export type BlogListingType = 'ALL' | 'CATEGORY' | 'AUTHOR' | 'TAG' | 'SEARCH' | 'POST';

/** What a /blog URL asks for; `lookup` means the URL lookup decides (a post, a category, an old URL). */
export type BlogRequest =
  | { type: 'ALL'; page: number }
  | { type: 'TAG' | 'AUTHOR'; urlKey: string; page: number }
  | { type: 'SEARCH'; query: string; page: number }
  | { type: 'lookup'; path: string; page: number };

/** The page number of `?page=`: a whole number from 1, else 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** /blog, /blog/tag/{key}, /blog/author/{key}, /blog/search?q=…; anything else goes to the URL lookup. */
export function parseBlogPath(
  slug: string | undefined,
  id: string | undefined,
  params: URLSearchParams,
): BlogRequest {
  const page = pageParam(params);
  if (!slug) return { type: 'ALL', page };
  if (slug === BLOG_SUB_PATHS.search && !id)
    return { type: 'SEARCH', query: (params.get('q') ?? '').trim(), page };
  if ((slug === BLOG_SUB_PATHS.tag || slug === BLOG_SUB_PATHS.author) && id) {
    return { type: slug === 'tag' ? 'TAG' : 'AUTHOR', urlKey: id, page };
  }
  return { type: 'lookup', path: `blog/${slug}${id ? `/${id}` : ''}`, page };
}

/** Store-relative href of a listing page (page 1 has no parameter). */
export function listingHref(base: string, page: number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

export const postHref = (urlKey: string) => `${BLOG_PATH}/${urlKey}`;
export const categoryHref = (urlKey: string) => `${BLOG_PATH}/${BLOG_SUB_PATHS.category}/${urlKey}`;
export const tagHref = (urlKey: string) => `${BLOG_PATH}/${BLOG_SUB_PATHS.tag}/${urlKey}`;
export const authorHref = (urlKey: string) => `${BLOG_PATH}/${BLOG_SUB_PATHS.author}/${urlKey}`;

/** HTML to plain text for teasers and word counts (no markup is ever rendered from it). */
export function plainText(html: string): string {
  return html
    .replace(/{{[^}]*}}/g, ' ')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reading time in whole minutes at 200 words a minute, at least 1. */
export function readingMinutes(html: string, wordsPerMinute = 200): number {
  const words = plainText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}

export interface BlogPostingInput {
  url: string;
  headline: string;
  description: string | null;
  image: string | null;
  datePublished: string;
  author: string;
  inLanguage: string;
  publisher: string;
  keywords: readonly string[];
}

/** schema.org BlogPosting for the post page. */
export function blogPostingJsonLd(p: BlogPostingInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': p.url },
    url: p.url,
    headline: p.headline,
    ...(p.description ? { description: p.description } : {}),
    ...(p.image ? { image: [p.image] } : {}),
    datePublished: p.datePublished,
    author: { '@type': 'Person', name: p.author },
    publisher: { '@type': 'Organization', name: p.publisher },
    inLanguage: p.inLanguage,
    ...(p.keywords.length ? { keywords: p.keywords.join(', ') } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
