/**
 * What the renderer needs for one piece of Page Builder content (a CMS page, a CMS block): the
 * parsed block tree and the API data its product, category and embedded-block references point
 * to. Plain JSON, so it travels as loader data from the server render to hydration.
 */
import type { FragmentType } from '../../../../gql/fragment-masking';
import type { ProductCardViewFragmentDoc } from '../../../catalog';
import type { Block } from '../types';

export type ProductCardRef = FragmentType<typeof ProductCardViewFragmentDoc>;

export interface CategoryTile {
  id: string;
  uid: string;
  name: string;
  /** Store-relative URL, e.g. `/skincare.html` (the renderer adds the store's basename). */
  href: string;
  image: string | null;
  productCount: number | null;
}

export interface BlogPostData {
  id: string;
  title: string;
  /** Store-relative URL of the post, e.g. `/blog/winter-skin`. */
  href: string;
  image: string | null;
  imageAlt: string;
  /** Plain-text teaser. */
  excerpt: string;
  date: string | null;
  author: string | null;
}

export interface QuizData {
  id: number;
  title: string;
  description: string;
  /** Consent text of the e-mail step (HTML, sanitized). */
  termsHtml: string;
  questions: {
    id: string;
    text: string;
    hint?: string;
    multiple: boolean;
    answers: { id: string; label: string; description?: string }[];
  }[];
}

export interface PageData {
  /** Product card data by SKU: every product of the page once, lists refer to SKUs. */
  products: Record<string, ProductCardRef>;
  /** Category id → SKUs in the category's position order. */
  categoryProducts: Record<string, string[]>;
  /** Category id → SKUs, best sellers first. */
  categoryBestsellers: Record<string, string[]>;
  /** The whole catalogue's best sellers (a bestseller slider without a category). */
  bestsellers: string[];
  /** Journal posts by id; lists refer to ids. */
  blogPosts: Record<string, BlogPostData>;
  /** Post ids for blog sliders without a category: the listed ids, else the newest posts. */
  blogPostList: string[];
  /** Journal category id → its newest post ids. */
  blogCategoryPosts: Record<string, string[]>;
  /** Product quizzes by the id or identifier the quiz blocks name. */
  quizzes: Record<string, QuizData>;
  /** Category tiles (category pickers) and link targets, by id. */
  categories: Record<string, CategoryTile>;
  /**
   * Embedded CMS blocks by `block_id`: their parsed content (whose references are part of this
   * page's data), or the error that stopped them.
   */
  cmsBlocks: Record<string, ParsedContent | { error: string }>;
}

export interface ParsedContent {
  blocks: Block[];
  /** Parser warnings (unknown content types, missing images …), shown only in the CMS preview. */
  warnings: string[];
}

export interface PageContent extends ParsedContent {
  data: PageData;
}

export function emptyPageData(): PageData {
  return {
    products: {},
    categoryProducts: {},
    categoryBestsellers: {},
    bestsellers: [],
    blogPosts: {},
    blogPostList: [],
    blogCategoryPosts: {},
    quizzes: {},
    categories: {},
    cmsBlocks: {},
  };
}

export function isContentError(
  value: ParsedContent | { error: string } | undefined,
): value is { error: string } {
  return Boolean(value && 'error' in value);
}
