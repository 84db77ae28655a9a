import { describe, expect, it } from 'vitest';
import { buildMenuTree, currentTopItem, menuHref } from './menuTree';

const items = [
  { item_id: '2', title: 'Make-up', url: 'make-up.html', parent_id: 0, position: 2 },
  {
    item_id: '1',
    title: 'Skincare',
    url: '/skincare.html',
    parent_id: 0,
    position: 1,
    dropdown_products: [{ sku: 'A' }, null],
  },
  { item_id: '3', title: 'Serums', url: 'skincare/serums.html', parent_id: 1, position: 2 },
  { item_id: '4', title: 'Cleansers', url: 'skincare/cleansers.html', parent_id: 1, position: 1 },
  { item_id: '5', title: 'Hidden', url: 'hidden.html', parent_id: 0, position: 3, is_active: false },
  null,
];

describe('buildMenuTree', () => {
  it('nests by parent_id in position order, drops inactive items and empty products', () => {
    const tree = buildMenuTree(items);
    expect(tree.map((n) => n.label)).toEqual(['Skincare', 'Make-up']);
    expect(tree[0]!.children.map((n) => [n.label, n.href])).toEqual([
      ['Cleansers', '/skincare/cleansers.html'],
      ['Serums', '/skincare/serums.html'],
    ]);
    expect(tree[0]!.products).toEqual([{ sku: 'A' }]);
  });
  it('survives cycles and missing data', () => {
    expect(buildMenuTree([{ item_id: '1', parent_id: 1 }])).toEqual([]);
    expect(buildMenuTree(null)).toEqual([]);
  });
  it('knows the current section', () => {
    const tree = buildMenuTree(items);
    expect(currentTopItem(tree, '/skincare/serums.html')).toBe('1');
    expect(currentTopItem(tree, '/about')).toBeNull();
  });
  it('writes store-relative hrefs', () => {
    expect(menuHref('skincare.html')).toBe('/skincare.html');
    expect(menuHref('https://blog.example/')).toBe('https://blog.example/');
    expect(menuHref(null)).toBe('/');
  });
});
