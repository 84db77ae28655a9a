/**
 * Sample data for the Storybook CMS preview: every product, category, post and quiz a piece of
 * content references gets a plausible stand-in, so authors see product blocks filled without a
 * network. The shop's /cms-preview uses the real API instead.
 */
import { queryRefs } from '../data/loadPageContent';
import { emptyPageData, type PageData, type ProductCardRef } from '../data/pageContent';
import type { Block } from '../types';

const SAMPLES = [
  { name: 'Lingonberry Vitamin C Serum', image: '/images/serum.svg', price: 49, collection: 'Arctic Berry' },
  { name: 'Arctic Cloudberry Day Cream', image: '/images/cream.svg', price: 34, collection: 'Arctic Berry' },
  { name: 'Cloudberry Cleansing Gel', image: '/images/cleanser.svg', price: 24, collection: 'Daily Ritual' },
  { name: 'Chaga Antioxidant Serum', image: '/images/botanical.svg', price: 54, collection: 'Polar Night' },
];

function sampleProduct(sku: string, index: number): ProductCardRef {
  const s = SAMPLES[index % SAMPLES.length]!;
  return {
    __typename: 'SimpleProduct',
    uid: `sample-${sku}`,
    sku,
    name: s.name,
    url_key: sku.toLowerCase(),
    url_suffix: '.html',
    canonical_url: `${sku.toLowerCase()}.html`,
    stock_status: 'IN_STOCK',
    is_coming_soon: false,
    max_qty: 10,
    collection: s.collection,
    volume: '30 ml',
    presentation_title: null,
    small_image: { url: s.image, label: s.name },
    hover_image: null,
    price_range: {
      minimum_price: {
        regular_price: { value: s.price, currency: 'EUR' },
        final_price: { value: s.price, currency: 'EUR' },
        discount: { amount_off: 0, percent_off: 0 },
      },
      maximum_price: {
        regular_price: { value: s.price, currency: 'EUR' },
        final_price: { value: s.price, currency: 'EUR' },
      },
    },
    labels: [],
  } as unknown as ProductCardRef;
}

const CATEGORY_NAMES = ['Skincare', 'Make-up', 'Body', 'Sets & Gifts', 'Serums', 'Moisturisers'];

/** Stand-in data for everything `blocks` reference (products, tiles, posts, the quiz). */
export function fixtureData(blocks: readonly Block[]): PageData {
  const refs = queryRefs([[...blocks]]);
  const data = emptyPageData();
  let n = 0;
  const products = (count: number) =>
    Array.from({ length: count }, () => {
      const sku = `SAMPLE-${++n}`;
      data.products[sku] = sampleProduct(sku, n - 1);
      return sku;
    });
  refs.skus.forEach((sku, i) => (data.products[sku] = sampleProduct(sku, i)));
  for (const id of refs.listCategoryIds) data.categoryProducts[id] = products(Math.min(refs.listSize, 4));
  for (const id of refs.bestsellerCategoryIds)
    data.categoryBestsellers[id] = products(Math.min(refs.bestsellerSize, 6));
  if (refs.bestsellers) data.bestsellers = products(Math.min(refs.bestsellerSize, 6));
  refs.categoryIds.forEach((id, i) => {
    data.categories[id] = {
      id,
      uid: `sample-category-${id}`,
      name: CATEGORY_NAMES[i % CATEGORY_NAMES.length]!,
      href: `/category-${id}.html`,
      image: '/images/linen.svg',
      productCount: 12 + i,
    };
  });
  const posts = ['Winter skin, explained', 'A year of birch sap', 'Your first serum routine'];
  const postIds = refs.blogPostIds.length > 0 ? refs.blogPostIds : posts.map((_, i) => String(i + 1));
  postIds.forEach((id, i) => {
    data.blogPosts[id] = {
      id,
      title: posts[i % posts.length]!,
      href: `/blog/sample-${id}`,
      image: '/images/journal.svg',
      imageAlt: '',
      excerpt: 'Cold air, dry heating and wind: what your skin barrier needs now.',
      date: '2026-11-17',
      author: 'Aino Virtanen',
    };
  });
  if (refs.latestPosts) data.blogPostList = postIds;
  if (refs.blogCategoryId) data.blogCategoryPosts[refs.blogCategoryId] = postIds;
  for (const id of refs.blockIds) {
    data.cmsBlocks[id] = { error: `"${id}" is embedded here; the shop's /cms-preview shows its content` };
  }
  if (refs.quiz) {
    data.quizzes[refs.quiz] = {
      id: 1,
      title: 'Skin Quiz',
      description: "Not sure what your skin needs? Let's build you a personalised routine.",
      termsHtml: '',
      questions: [
        {
          id: 'type',
          text: 'How does your skin feel by midday?',
          multiple: false,
          answers: [
            { id: 'dry', label: 'Tight or flaky' },
            { id: 'oily', label: 'Shiny all over' },
            { id: 'combination', label: 'Shiny in the T-zone' },
          ],
        },
      ],
    };
  }
  return data;
}
