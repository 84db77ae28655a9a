import { redirect, useLoaderData } from 'react-router';
import { getFragmentData, type FragmentType } from '../../../../gql/fragment-masking';
import type { AmBlogPageType } from '../../../../gql/graphql';
import { isNotFound, notFound } from '../../../../platform/routing/errors';
import type { Loader } from '../../../../platform/routing/deps';
import { loadPageContentModule, type PageContent } from '../../../content';
import { BLOG_PAGE_SIZE, BLOG_SEARCH_MIN_LENGTH, parseBlogPath, plainText } from '../../rules';
import { BlogCommentsDocument } from '../../components/BlogComments/__generated__/BlogComments';
import { BlogListingDocument } from './__generated__/BlogListing';
import { BlogNavigationDocument } from './__generated__/BlogNavigation';
import { BlogPostCardFragmentDoc } from './__generated__/BlogPostCard';
import { BlogRelatedDocument } from './__generated__/BlogRelated';
import { BlogRouteDocument } from './__generated__/BlogRoute';
import type { BlogCommentsQuery, BlogRouteQuery } from '../../../../gql/graphql';
import { BlogListingView } from './BlogListingView';
import { BlogPostView } from './BlogPostView';

type CardRef = FragmentType<typeof BlogPostCardFragmentDoc>;
export type BlogCard = ReturnType<typeof toCard>;
type RoutePost = Extract<NonNullable<BlogRouteQuery['route']>, { __typename: 'AmBlogPost' }>;

export interface BlogNavigation {
  categories: { id: number; name: string; urlKey: string }[];
  tags: { id: number; name: string; urlKey: string }[];
}

export interface BlogListingData {
  kind: 'listing';
  type: Exclude<AmBlogPageType, never> | 'SEARCH';
  /** Category name, author name, tag name or the search text, by type. */
  subject: string | null;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  /** Store-relative path of the listing (without ?page). */
  path: string;
  query: string;
  tooShort: boolean;
  posts: BlogCard[];
  page: number;
  totalPages: number;
  navigation: BlogNavigation;
}

export interface BlogPostData {
  kind: 'post';
  post: Omit<RoutePost, ' $fragmentRefs' | '__typename'> & { card: BlogCard };
  content: PageContent;
  related: BlogCard[];
  comments: BlogCommentsQuery | null;
  navigation: BlogNavigation;
}

export type BlogData = BlogListingData | BlogPostData;

function toCard(ref: CardRef) {
  const p = getFragmentData(BlogPostCardFragmentDoc, ref);
  return {
    id: p.post_id ?? 0,
    title: p.title ?? '',
    urlKey: p.url_key ?? '',
    excerpt: plainText(p.short_content ?? ''),
    image: p.list_thumbnail ?? null,
    imageAlt: p.list_thumbnail_alt ?? null,
    date: p.published_at ?? null,
    author: p.post_author?.name ?? null,
  };
}

const present = <T,>(items: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (items ?? []).filter((x): x is T => x != null);

/**
 * /blog/:slug?/:id? (spec §2): listings ALL, CATEGORY, AUTHOR, TAG, SEARCH and the POST page. Posts,
 * categories and old post URLs are found by the URL lookup (AMBLOG_POST, AMBLOG_CATEGORY, 301).
 * Store views without the journal answer 404.
 */
export const loader = (async ({ request, params }, { apollo, basename }) => {
  const url = new URL(request.url);
  const req = parseBlogPath(params['slug'], params['id'], url.searchParams);
  const { data: nav } = await apollo.query({ query: BlogNavigationDocument });
  if (!nav?.storeConfig?.amblog_enabled) throw notFound();
  const navigation: BlogNavigation = {
    categories: present(nav.amBlogCategories?.items).map((c) => ({
      id: c.category_id ?? 0,
      name: c.name ?? '',
      urlKey: c.url_key ?? '',
    })),
    tags: present(nav.amBlogTags?.items)
      .filter((t) => (t.post_count ?? 0) > 0)
      .map((t) => ({ id: t.tag_id ?? 0, name: t.name ?? '', urlKey: t.url_key ?? '' })),
  };

  const listing = async (
    base: Omit<
      BlogListingData,
      'kind' | 'posts' | 'page' | 'totalPages' | 'navigation' | 'tooShort' | 'query'
    > & {
      query?: string;
    },
    entityId: number | null,
  ): Promise<BlogListingData> => {
    const query = base.query ?? '';
    const tooShort = base.type === 'SEARCH' && [...query].length < BLOG_SEARCH_MIN_LENGTH;
    const result = tooShort
      ? null
      : await apollo.query({
          query: BlogListingDocument,
          variables: {
            type: base.type,
            ...(entityId !== null ? { entityId } : {}),
            ...(base.type === 'SEARCH' ? { query } : {}),
            page: req.page,
            pageSize: BLOG_PAGE_SIZE,
          },
        });
    const posts = present(result?.data?.amBlogPosts?.items).map(toCard);
    const totalPages = result?.data?.amBlogPosts?.page_info?.total_pages ?? 1;
    if (req.page > 1 && posts.length === 0) throw notFound();
    return { kind: 'listing', ...base, query, tooShort, posts, page: req.page, totalPages, navigation };
  };

  const none = { description: null, metaTitle: null, metaDescription: null };
  if (req.type === 'ALL') return listing({ type: 'ALL', subject: null, path: '/blog', ...none }, null);
  if (req.type === 'SEARCH') {
    return listing(
      { type: 'SEARCH', subject: req.query, query: req.query, path: '/blog/search', ...none },
      null,
    );
  }
  if (req.type === 'lookup') return lookup(req.path);
  return entityListing(req.type, req.urlKey);

  async function entityListing(type: 'TAG' | 'AUTHOR', urlKey: string): Promise<BlogListingData> {
    if (type === 'TAG') {
      const tag = present(nav!.amBlogTags?.items).find((t) => t.url_key === urlKey);
      if (!tag?.tag_id) throw notFound();
      return listing(
        { type: 'TAG', subject: tag.name ?? '', path: `/blog/tag/${urlKey}`, ...none },
        tag.tag_id,
      );
    }
    {
      const author = present(nav!.amBlogAuthors?.items).find((a) => a.url_key === urlKey);
      if (!author?.author_id) throw notFound();
      return listing(
        {
          type: 'AUTHOR',
          subject: author.name ?? '',
          path: `/blog/author/${urlKey}`,
          description: author.short_description ?? null,
          metaTitle: null,
          metaDescription: author.short_description ?? null,
        },
        author.author_id,
      );
    }
  }

  async function lookup(path: string): Promise<BlogData> {
    const { data } = await apollo.query({ query: BlogRouteDocument, variables: { url: path } });
    const route = data?.route;
    if (!route) throw notFound();
    if (route.redirect_code === 301 || route.redirect_code === 302) {
      throw redirect(`/${(route.relative_url ?? '').replace(/^\/+/, '')}`, route.redirect_code);
    }
    if (route.__typename === 'AmBlogCategory') {
      return listing(
        {
          type: 'CATEGORY',
          subject: route.name ?? '',
          path: `/blog/category/${route.url_key ?? ''}`,
          description: route.description ?? null,
          metaTitle: route.meta_title ?? null,
          metaDescription: route.meta_description ?? null,
        },
        route.category_id ?? null,
      );
    }
    if (route.__typename !== 'AmBlogPost' || !route.post_id) throw notFound();
    const relatedIds = (route.related_post_ids ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    const { loadPageContent } = await loadPageContentModule();
    const [content, related, comments] = await Promise.all([
      loadPageContent(route.full_content ?? '', { apollo, basename }),
      relatedIds.length
        ? apollo
            .query({ query: BlogRelatedDocument, variables: { ids: relatedIds } })
            .then((r) => present(r.data?.amBlogPosts?.items).map(toCard))
            .catch(() => [])
        : Promise.resolve([]),
      // Approved comments render with the page (readable without JavaScript); a signed-in
      // customer's own pending ones are fetched in the browser.
      apollo
        .query({ query: BlogCommentsDocument, variables: { postId: route.post_id } })
        .then((r) => r.data ?? null)
        .catch((error: unknown) => {
          if (isNotFound(error)) throw notFound();
          return null;
        }),
    ]);
    const { __typename: _t, ...post } = route;
    return {
      kind: 'post',
      post: { ...post, card: toCard(route) },
      content,
      related,
      comments,
      navigation,
    } satisfies BlogPostData;
  }
}) satisfies Loader<BlogData>;

export function Component() {
  const data = useLoaderData<BlogData>();
  return data.kind === 'post' ? <BlogPostView data={data} /> : <BlogListingView data={data} />;
}
