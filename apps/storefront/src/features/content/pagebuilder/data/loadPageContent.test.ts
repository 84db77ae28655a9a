import type { ApolloClient } from '@apollo/client';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPageContent, loadPageContents } from './loadPageContent';
import { isContentError } from './pageContent';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}.html`, import.meta.url), 'utf8');

type Variables = Record<string, unknown>;

/** An Apollo client whose `query` answers from `answer(variables)` and records every call. */
function fakeApollo(answer: (v: Variables) => { data?: unknown; error?: Error }) {
  const calls: Variables[] = [];
  const apollo = {
    query: async ({ variables }: { variables: Variables }) => {
      calls.push(variables);
      return answer(variables);
    },
  } as unknown as ApolloClient;
  return { apollo, calls };
}

const item = (sku: string) => ({ __typename: 'SimpleProduct', sku, name: sku });

describe('loadPageContent', { timeout: 60_000 }, () => {
  it('fetches every product, category, blog and CMS block reference of a page in one query', async () => {
    const html = fixture('products') + fixture('shop-blocks') + fixture('block') + fixture('links');
    const { apollo, calls } = fakeApollo((v) => ({
      data: {
        bySku: { items: (v['skus'] as string[]).map(item) },
        listCategories: { items: [{ id: 14, products: { items: [item('AB-CAT-14')] } }] },
        bestsellerCategories: { items: [{ id: 3, products: { items: [item('AB-BEST')] } }] },
        pageCategories: {
          items: (v['categoryIds'] as string[]).map((id) => ({
            id: Number(id),
            uid: `uid-${id}`,
            name: `Category ${id}`,
            image: null,
            url_path: `category-${id}`,
            url_suffix: '.html',
            product_count: 3,
          })),
        },
        cmsBlocks: { items: [{ identifier: 'home-usp', title: 'USP', content: '<p>Free samples</p>' }] },
        blogPosts: { items: [] },
      },
    }));
    const content = await loadPageContent(html, { apollo, basename: '/de' });
    expect(calls).toHaveLength(1);
    const [v] = calls;
    expect(v).toMatchObject({
      withSkus: true,
      withListCategories: true,
      listCategoryIds: ['14'],
      withBestsellerCategories: true,
      bestsellerCategoryIds: ['3'],
      withCategories: true,
      withBlocks: true,
      blockIds: ['home-usp'],
      withBlog: true,
      blogPostIds: [12, 15],
      withQuiz: true,
      quizIdentifier: 'skin',
    });
    expect(v?.['skus']).toEqual(expect.arrayContaining(['AB-SER-01', 'AB-MOI-02', 'AB-SET-WINTER']));
    expect(content.data.categoryProducts['14']).toEqual(['AB-CAT-14']);
    expect(content.data.categoryBestsellers['3']).toEqual(['AB-BEST']);
    expect(content.data.products['AB-SER-01']).toBeTruthy();
    // Category tiles and link widgets are paths in the store view: the router link adds `/de`.
    expect(content.data.categories['4']?.href).toBe('/category-4.html');
    const embedded = content.data.cmsBlocks['home-usp'];
    expect(embedded && !isContentError(embedded) && embedded.blocks[0]?.type).toBe('html');
  });

  it('asks nothing for content without references', async () => {
    const { apollo, calls } = fakeApollo(() => ({ data: {} }));
    await loadPageContent(fixture('text-html-heading'), { apollo, basename: '/' });
    expect(calls).toHaveLength(0);
  });

  it('fetches what embedded CMS blocks reference in a second round, and nothing twice', async () => {
    const embedded = fixture('products').split('\n').slice(0, 2).join('\n');
    const { apollo, calls } = fakeApollo((v) => ({
      data: {
        cmsBlocks: v['withBlocks']
          ? { items: [{ identifier: 'home-usp', title: '', content: embedded }] }
          : null,
        bySku: v['withSkus'] ? { items: (v['skus'] as string[]).map(item) } : null,
      },
    }));
    const content = await loadPageContent(fixture('block'), { apollo, basename: '/' });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ withBlocks: false, withSkus: true, skus: ['AB-SER-01', 'AB-MOI-02'] });
    expect(Object.keys(content.data.products)).toEqual(['AB-SER-01', 'AB-MOI-02']);
  });

  it('keeps the server message of a CMS block that fails (spec §8) and the rest of the data', async () => {
    const { apollo } = fakeApollo(() => ({
      data: { cmsBlocks: null },
      error: new Error('The CMS block with the "home-usp" ID doesn\'t exist.'),
    }));
    const content = await loadPageContent(fixture('block'), { apollo, basename: '/' });
    expect(content.data.cmsBlocks['home-usp']).toEqual({
      error: 'The CMS block with the "home-usp" ID doesn\'t exist.',
    });
  });

  it('loads several contents of one page (a category top and middle block) in one query', async () => {
    const { apollo, calls } = fakeApollo((v) => ({
      data: { bySku: { items: (v['skus'] as string[]).map(item) } },
    }));
    const [top, middle] = await loadPageContents([fixture('products'), fixture('shop-blocks')], {
      apollo,
      basename: '/',
    });
    expect(calls).toHaveLength(1);
    expect(top?.data).toBe(middle?.data);
  });

  it('moves store-relative links of the content under the store path', async () => {
    const { apollo } = fakeApollo(() => ({ data: {} }));
    const content = await loadPageContent(
      '<div data-content-type="text" data-appearance="default" data-element="main"><p><a href="/about">About</a> <a href="/media/x.pdf">PDF</a> <a href="https://example.com/">Ext</a></p></div>',
      { apollo, basename: '/fr' },
    );
    const text = content.blocks[0];
    expect(text?.type === 'text' && text.html).toBe(
      '<p><a href="/fr/about">About</a> <a href="/media/x.pdf">PDF</a> <a href="https://example.com/">Ext</a></p>',
    );
  });
});
