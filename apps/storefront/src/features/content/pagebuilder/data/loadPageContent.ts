/**
 * Loader side of the page builder: parse CMS HTML into blocks and fetch everything those blocks
 * reference in one batched query per page (a second round only for references that embedded CMS
 * blocks bring in). Runs in route loaders — on the server for the first page (jsdom), in the
 * browser for client navigations (DOMParser); the parser and its DOM load on demand either way,
 * so neither is part of a page's first download.
 */
import type { ApolloClient } from '@apollo/client';
import { loadPageBuilder } from '../render/LazyPageBuilder';
import type { FragmentType } from '../../../../gql/fragment-masking';
import type { PageBuilderBlogPostFragmentDoc } from './__generated__/PageBuilderBlogPost';
import type { Block, ParseResult } from '../types';
import { linkOfBlock, walkBlocks } from '../refs';
import {
  emptyPageData,
  type PageContent,
  type PageData,
  type ParsedContent,
  type ProductCardRef,
} from './pageContent';
import { prefixHtmlLinks } from './storeLinks';
import { Lru } from '../../../../platform/lru';

export interface LoadOptions {
  apollo: ApolloClient;
  /** Router basename of the store view (`/de`): store-relative links are moved under it. */
  basename: string;
}

type Parse = (html: string) => ParseResult;
type BlogPostRef = FragmentType<typeof PageBuilderBlogPostFragmentDoc>;

interface Parser {
  /** The parser for a store view (its links go under the store's path prefix). */
  forStore(basename: string): Parse;
  /** The app's DOMPurify sanitizer, with store links (for HTML fetched besides the page's). */
  sanitize(html: string, basename: string): string;
}

let parserPromise: Promise<Parser> | undefined;

/** The parser with the environment's DOM and the app's DOMPurify sanitizer, loaded once. */
function loadParser(): Promise<Parser> {
  parserPromise ??= Promise.all([
    import('../parse'),
    import('../../cms/sanitize').then((m) => m.loadSanitizer()),
    import.meta.env.SSR
      ? import('./dom.server').then((m) => m.parseHtmlDocument)
      : Promise.resolve((html: string) => new DOMParser().parseFromString(html, 'text/html')),
  ]).then(([{ parsePageBuilder }, sanitize, parse]) => {
    const parseFor = (basename: string, html: string) =>
      parsePageBuilder(html, {
        parse,
        sanitize: (value) => prefixHtmlLinks(sanitize(value), basename),
      });
    return {
      sanitize: (html, basename) => prefixHtmlLinks(sanitize(html), basename),
      forStore: import.meta.env.SSR
        ? (basename) => (html) => parsedOnServer(basename, html, parseFor)
        : (basename) => (html) => parseFor(basename, html),
    };
  });
  return parserPromise;
}

/**
 * The server parses the same CMS HTML (footer, home page, category blocks) for every page: the
 * tree is a function of the HTML and the store's path prefix, so the last 500 are remembered. A
 * copy goes out each time, because loading fills in link URLs on the tree it is given.
 */
let parsedTrees: Lru<string, ParseResult> | undefined;
function parsedOnServer(
  basename: string,
  html: string,
  parse: (basename: string, html: string) => ParseResult,
): ParseResult {
  if (html.length > 512_000) return parse(basename, html);
  const key = `${basename}\u0000${html}`;
  parsedTrees ??= new Lru(500);
  let tree = parsedTrees.get(key);
  if (!tree) {
    tree = parse(basename, html);
    parsedTrees.set(key, tree);
  }
  return structuredClone(tree);
}

/** Parsing alone (the CMS preview shows its warnings before anything is fetched). */
export async function parseContent(html: string, basename: string): Promise<ParsedContent> {
  const parser = await loadParser();
  const { blocks, warnings } = parser.forStore(basename)(html);
  return { blocks, warnings };
}

/** What the blocks of a page (and its embedded blocks) reference, split the way the query asks. */
export interface QueryRefs {
  skus: string[];
  listCategoryIds: string[];
  listSize: number;
  bestsellerCategoryIds: string[];
  bestsellers: boolean;
  bestsellerSize: number;
  categoryIds: string[];
  blockIds: string[];
  /** Blog sliders: listed post ids, whether one wants the newest posts, and a journal category. */
  blogPostIds: string[];
  latestPosts: boolean;
  blogCategoryId: string | null;
  blogSize: number;
  /** The product quiz a quiz block names (one per page). */
  quiz: string | null;
}

export function queryRefs(trees: readonly Block[][]): QueryRefs {
  const skus = new Set<string>();
  const listCategoryIds = new Set<string>();
  const bestsellerCategoryIds = new Set<string>();
  const categoryIds = new Set<string>();
  const blockIds = new Set<string>();
  let listSize = 0;
  let bestsellerSize = 0;
  let bestsellers = false;
  const blogPostIds = new Set<string>();
  let latestPosts = false;
  let blogCategoryId: string | null = null;
  let blogSize = 0;
  let quiz: string | null = null;
  for (const block of trees.flatMap((blocks) => [...walkBlocks(blocks)])) {
    const entity = linkOfBlock(block)?.entity;
    if (entity?.kind === 'category') categoryIds.add(entity.id);
    switch (block.type) {
      case 'products':
        if (block.condition.kind === 'skus') block.condition.skus.forEach((s) => skus.add(s));
        if (block.condition.kind === 'category') {
          block.condition.categoryIds.forEach((id) => listCategoryIds.add(id));
          listSize = Math.max(listSize, block.count ?? 12);
        }
        break;
      case 'bulk-buy':
        block.skus.forEach((s) => skus.add(s));
        break;
      case 'bundle':
        if (block.sku) skus.add(block.sku);
        block.skus.forEach((s) => skus.add(s));
        break;
      case 'bestseller-slider':
        if (block.categoryId) bestsellerCategoryIds.add(block.categoryId);
        else bestsellers = true;
        bestsellerSize = Math.max(bestsellerSize, block.count);
        break;
      case 'category-picker':
        block.categoryIds.forEach((id) => categoryIds.add(id));
        break;
      case 'block':
        if (block.blockId) blockIds.add(block.blockId);
        break;
      case 'product-quiz':
        quiz ??= block.quizId || 'skin-quiz';
        break;
      case 'blog-slider':
        blogSize = Math.max(blogSize, block.count);
        if (block.postIds.length > 0) block.postIds.forEach((id) => blogPostIds.add(id));
        // One journal category per page (the API lists one category per request).
        else if (block.categoryId) blogCategoryId ??= block.categoryId;
        else latestPosts = true;
        break;
      default:
        break;
    }
  }
  return {
    quiz,
    blogPostIds: [...blogPostIds],
    latestPosts,
    blogCategoryId,
    blogSize: Math.min(Math.max(blogSize, blogPostIds.size, 1), 50),
    skus: [...skus],
    listCategoryIds: [...listCategoryIds],
    listSize: Math.min(Math.max(listSize, 1), 50),
    bestsellerCategoryIds: [...bestsellerCategoryIds],
    bestsellers,
    bestsellerSize: Math.min(Math.max(bestsellerSize, 1), 50),
    categoryIds: [...categoryIds],
    blockIds: [...blockIds],
  };
}

/** Only what `data` does not hold yet: the second round asks for nothing twice. */
function missingRefs(refs: QueryRefs, data: PageData): QueryRefs {
  return {
    ...refs,
    skus: refs.skus.filter((s) => !data.products[s]),
    listCategoryIds: refs.listCategoryIds.filter((id) => !data.categoryProducts[id]),
    bestsellerCategoryIds: refs.bestsellerCategoryIds.filter((id) => !data.categoryBestsellers[id]),
    bestsellers: refs.bestsellers && data.bestsellers.length === 0,
    categoryIds: refs.categoryIds.filter((id) => !data.categories[id]),
    blockIds: refs.blockIds.filter((id) => !data.cmsBlocks[id]),
    blogPostIds: refs.blogPostIds.filter((id) => !data.blogPosts[id]),
    latestPosts: refs.latestPosts && data.blogPostList.length === 0,
    blogCategoryId:
      refs.blogCategoryId && !data.blogCategoryPosts[refs.blogCategoryId] ? refs.blogCategoryId : null,
    quiz: refs.quiz && !data.quizzes[refs.quiz] ? refs.quiz : null,
  };
}

function isEmpty(refs: QueryRefs): boolean {
  return (
    refs.skus.length === 0 &&
    refs.listCategoryIds.length === 0 &&
    refs.bestsellerCategoryIds.length === 0 &&
    !refs.bestsellers &&
    refs.categoryIds.length === 0 &&
    refs.blockIds.length === 0 &&
    refs.blogPostIds.length === 0 &&
    !refs.latestPosts &&
    !refs.blogCategoryId &&
    !refs.quiz
  );
}

/** Teasers are HTML; cards show plain text. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs the batched query for `refs` and merges the answer into `data`. Never throws. */
async function fetchInto(
  options: LoadOptions,
  parse: Parse,
  refs: QueryRefs,
  data: PageData,
  sanitizeHtml: (html: string) => string,
): Promise<ParsedContent[]> {
  const { PageBuilderDataDocument } = await import('./__generated__/PageBuilderData');
  let result;
  try {
    result = await options.apollo.query({
      query: PageBuilderDataDocument,
      variables: {
        skus: refs.skus,
        withSkus: refs.skus.length > 0,
        listCategoryIds: refs.listCategoryIds,
        withListCategories: refs.listCategoryIds.length > 0,
        listSize: refs.listSize,
        bestsellerCategoryIds: refs.bestsellerCategoryIds,
        withBestsellerCategories: refs.bestsellerCategoryIds.length > 0,
        withBestsellers: refs.bestsellers,
        bestsellerSize: refs.bestsellerSize,
        categoryIds: refs.categoryIds,
        withCategories: refs.categoryIds.length > 0,
        blockIds: refs.blockIds,
        withBlocks: refs.blockIds.length > 0,
        // Listed ids, or (null) the newest posts.
        blogPostIds:
          refs.blogPostIds.length > 0 ? refs.blogPostIds.map(Number).filter(Number.isFinite) : null,
        withBlog: refs.blogPostIds.length > 0 || refs.latestPosts,
        blogSize: refs.blogSize,
        blogCategoryId: refs.blogCategoryId ? Number(refs.blogCategoryId) : null,
        withBlogCategory: refs.blogCategoryId !== null,
        quizId: refs.quiz && /^\d+$/.test(refs.quiz) ? Number(refs.quiz) : null,
        quizIdentifier: refs.quiz && !/^\d+$/.test(refs.quiz) ? refs.quiz : null,
        withQuiz: refs.quiz !== null,
      },
      // One failing part (a missing CMS block) must not take the products with it.
      errorPolicy: 'all',
    });
  } catch (error) {
    // Spec §8: a CMS block that fails shows its error; product blocks render without products.
    for (const id of refs.blockIds) data.cmsBlocks[id] = { error: errorMessage(error) };
    return [];
  }
  const answer = result.data;
  const addProducts = (items: readonly ({ sku?: string | null } | null)[] | null | undefined): string[] => {
    const skus: string[] = [];
    for (const item of items ?? []) {
      if (!item?.sku) continue;
      data.products[item.sku] = item as ProductCardRef;
      skus.push(item.sku);
    }
    return skus;
  };
  addProducts(answer?.bySku?.items);
  for (const category of answer?.listCategories?.items ?? []) {
    if (category?.id != null)
      data.categoryProducts[String(category.id)] = addProducts(category.products?.items);
  }
  for (const category of answer?.bestsellerCategories?.items ?? []) {
    if (category?.id != null)
      data.categoryBestsellers[String(category.id)] = addProducts(category.products?.items);
  }
  if (answer?.bestsellers) data.bestsellers = addProducts(answer.bestsellers.items);
  for (const c of answer?.pageCategories?.items ?? []) {
    if (c?.id == null) continue;
    data.categories[String(c.id)] = {
      id: String(c.id),
      uid: c.uid,
      name: c.name ?? '',
      href: c.url_path ? `/${c.url_path}${c.url_suffix ?? ''}` : '',
      image: c.image ?? null,
      productCount: c.product_count ?? null,
    };
  }
  const { getFragmentData } = await import('../../../../gql/fragment-masking');
  const { PageBuilderBlogPostFragmentDoc: BlogPostDoc } = await import('./__generated__/PageBuilderBlogPost');
  const addPosts = (items: readonly (BlogPostRef | null)[] | null | undefined) =>
    (items ?? []).flatMap((item) => {
      const post = item ? getFragmentData(BlogPostDoc, item) : null;
      if (post?.post_id == null || !post.url_key) return [];
      const id = String(post.post_id);
      data.blogPosts[id] = {
        id,
        title: post.title ?? '',
        href: `/blog/${post.url_key}`,
        image: post.list_thumbnail ?? null,
        imageAlt: post.list_thumbnail_alt ?? '',
        excerpt: plainText(post.short_content ?? ''),
        date: post.published_at ?? null,
        author: post.post_author?.name ?? null,
      };
      return [id];
    });
  if (answer?.blogPosts) {
    const ids = addPosts(answer.blogPosts.items);
    if (refs.latestPosts) data.blogPostList = ids;
  }
  if (refs.blogCategoryId && answer?.blogCategoryPosts) {
    data.blogCategoryPosts[refs.blogCategoryId] = addPosts(answer.blogCategoryPosts.items);
  }
  if (refs.quiz && answer?.quiz) {
    const { PageBuilderQuizFragmentDoc: QuizDoc } = await import('./__generated__/PageBuilderQuiz');
    const q = getFragmentData(QuizDoc, answer.quiz);
    const byPosition = <T extends { position: number }>(items: readonly T[]) =>
      [...items].sort((a, b) => a.position - b.position);
    data.quizzes[refs.quiz] = {
      id: q.quiz_id,
      title: q.title,
      description: q.description,
      termsHtml: sanitizeHtml(q.terms_text),
      questions: byPosition(q.questions).map((question) => ({
        id: question.code,
        text: question.title,
        ...(question.hint ? { hint: question.hint } : {}),
        multiple: question.type === 'MULTIPLE',
        answers: byPosition(question.answers).map((a) => ({
          id: a.code,
          label: a.label,
          ...(a.description ? { description: a.description } : {}),
        })),
      })),
    };
  }
  const nested: ParsedContent[] = [];
  if (refs.blockIds.length > 0) {
    const blocks = answer?.cmsBlocks?.items;
    const failure = result.error ? errorMessage(result.error) : 'The CMS block could not be loaded.';
    for (const id of refs.blockIds) {
      const block = blocks?.find((b) => b?.identifier === id);
      if (!block) {
        data.cmsBlocks[id] = { error: failure };
        continue;
      }
      const parsed = parse(block.content ?? '');
      const content = { blocks: parsed.blocks, warnings: parsed.warnings };
      data.cmsBlocks[id] = content;
      nested.push(content);
    }
  }
  return nested;
}

/**
 * Fills in link URLs the parser left to the app (category and product link widgets). Block links
 * stay paths in the store view: the kit renders them with the app's router link, which adds the
 * store's prefix (links inside author HTML get it in `prefixHtmlLinks`).
 */
function resolveLinks(trees: readonly Block[][], data: PageData) {
  for (const block of trees.flatMap((blocks) => [...walkBlocks(blocks)])) {
    const link = linkOfBlock(block);
    if (!link?.entity || link.href) continue;
    const { kind, id } = link.entity;
    const href =
      kind === 'category'
        ? (data.categories[id]?.href ?? '')
        : kind === 'product'
          ? `/catalog/product/view/id/${id}`
          : '';
    link.href = href;
  }
}

/** Rounds of fetching: the page's own references, then those of the CMS blocks it embeds. */
const MAX_ROUNDS = 3;

/**
 * Parses several pieces of content of one page (a category's top and middle blocks) and loads
 * all their data in one query.
 */
export async function loadPageContents(
  htmls: readonly string[],
  options: LoadOptions,
): Promise<PageContent[]> {
  const parser = await loadParser();
  const parse = parser.forStore(options.basename);
  const sanitize = (html: string) => parser.sanitize(html, options.basename);
  const parsed = htmls.map((html) => parse(html));
  const data = emptyPageData();
  const trees: Block[][] = parsed.map((p) => p.blocks);
  let pending: Block[][] = trees;
  for (let round = 0; round < MAX_ROUNDS && pending.length > 0; round++) {
    const refs = missingRefs(queryRefs(pending), data);
    if (isEmpty(refs)) break;
    const nested = await fetchInto(options, parse, refs, data, sanitize);
    pending = nested.map((n) => n.blocks);
    trees.push(...pending);
  }
  resolveLinks(trees, data);
  const contents = parsed.map(({ blocks, warnings }) => ({ blocks, warnings, data }));
  // The renderer and the views this content uses load now, so rendering never waits for them.
  await Promise.all([
    loadPageBuilder(),
    import('../render/registry').then(({ preloadViews }) => preloadViews(contents)),
  ]);
  return contents;
}

export async function loadPageContent(html: string, options: LoadOptions): Promise<PageContent> {
  const [content] = await loadPageContents([html], options);
  return content ?? { blocks: [], warnings: [], data: emptyPageData() };
}
