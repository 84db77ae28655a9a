import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blocksFor, pagesFor } from '../../../../../../commerce-api/src/db/seed/cms-data';
import { categoryBlocksFor } from '../../../../../../commerce-api/src/db/seed/cms-more';
import { PAGE_BUILDER_HANDLE_MODULE, RENDERER_MODULE } from './handle';
import { viewModulePaths } from './registry';
import { parseForTest } from './testing';

/**
 * scripts/size-budget.mjs reports the Page Builder chunks each page loads next to its first load:
 * the renderer and the block views of the seeded content. Hydration does not wait for them (see
 * handle.ts), so they are reported, not budgeted. The lists live in
 * scripts/size-budget-pagebuilder.json; this test keeps them equal to what the seed uses.
 */
const lists = JSON.parse(
  readFileSync(new URL('../../../../../../../scripts/size-budget-pagebuilder.json', import.meta.url), 'utf8'),
) as { renderer: string[]; views: Record<string, string[]> };

const page = (identifier: string) => pagesFor('en').find((p) => p.identifier === identifier)?.content ?? '';
const block = (identifier: string) =>
  [...blocksFor('en', '©'), ...categoryBlocksFor('en')].find((b) => b.identifier === identifier)?.content ??
  '';
const views = (...htmls: string[]) => viewModulePaths(htmls.map((html) => parseForTest(html))).sort();

describe('the size report lists of Page Builder chunks', () => {
  it('name the renderer chunks', () => {
    expect(lists.renderer).toEqual([PAGE_BUILDER_HANDLE_MODULE, RENDERER_MODULE]);
  });

  it('match the block views of the seeded pages and their footer', () => {
    const footer = block('footer');
    expect(lists.views).toEqual({
      '/ (home)': views(page('home'), footer, block('home-usp')),
      '/about (CMS page)': views(page('about'), footer),
      'CMS page or 404 via the resolver': views(page('no-route'), footer),
      'category page': views(block('skincare-landing'), block('skincare-middle'), footer),
      'product page': views(footer),
    });
  });
});
