import { GraphQLError } from 'graphql';
import {
  ancestors,
  filterCategories,
  isInStoreTree,
  loadProducts,
  priceRange,
  validatePaging,
  type CategoryFilter,
  type CategoryModel,
  type ProductFilter,
  type ProductModel,
  type ProductSort,
} from '../domain/catalog.js';
import { toUid } from '../domain/ids.js';
import { searchCatalog } from '../domain/search.js';
import { extraProductFields, giftCardFields } from './catalog-extras.js';
import type { ResolverContext } from './context.js';

type Routed = { redirect_code?: number; relative_url?: string };
type CategoryParent = CategoryModel & Routed;
type ProductParent = ProductModel & Routed;

const suffix = (ctx: ResolverContext, key: 'category_url_suffix' | 'product_url_suffix') =>
  String(ctx.store.config[key] ?? '');
const media = (path: string | null) => (path ? `/media/${path}` : null);

interface ProductsArgs {
  search?: string | null;
  filter?: ProductFilter | null;
  pageSize?: number | null;
  currentPage?: number | null;
  sort?: ProductSort | null;
}

const TEXT_CONFIG: Record<string, string> = { de: 'german', fr: 'french' };

const SORT_OPTIONS = {
  position: 'Position',
  name: 'Product Name',
  price: 'Price',
  BESTSELLER: 'Bestsellers',
  NEW_ARRIVAL: 'New Arrival',
  PRICE_HIGH_LOW: 'Price High-Low',
  PRICE_LOW_HIGH: 'Price Low-High',
} as const;

async function runProductQuery(ctx: ResolverContext, args: ProductsArgs) {
  const paging = validatePaging(args.pageSize, args.currentPage);
  if (args.search == null && !args.filter) {
    throw new GraphQLError("'search' or 'filter' input argument is required.", {
      extensions: { category: 'graphql-input' },
    });
  }
  const tree = await ctx.categoryTree();
  const root = ctx.store.root_category_id;
  const result = await searchCatalog(ctx.db, {
    storeId: ctx.store.store_id,
    currency: ctx.currency,
    textConfig: TEXT_CONFIG[ctx.store.locale.slice(0, 2)] ?? 'english',
    search: args.search,
    filter: args.filter as Record<string, unknown> | null | undefined,
    sort: args.sort as Record<string, 'ASC' | 'DESC' | null> | null | undefined,
    ...paging,
    attributes: await ctx.filterableAttributes(),
    categoryIdsByPath: (paths) =>
      [...tree.byId.values()].filter((c) => paths.includes(c.url_path)).map((c) => c.id),
    category: (id) => tree.byId.get(id),
    rootCategoryId: root,
    inStore: (id) => {
      const c = tree.byId.get(id);
      return !!c && isInStoreTree(c, root);
    },
  });
  const items = await loadProducts(ctx.db, ctx.store.store_id, ctx.currency, result.ids);
  return {
    items,
    total_count: result.total_count,
    page_info: result.page_info,
    sort_fields: {
      default: result.isSearch ? 'relevance' : 'position',
      options: [
        ...(result.isSearch ? [{ label: 'Relevance', value: 'relevance' }] : []),
        ...Object.entries(SORT_OPTIONS).map(([value, label]) => ({ label, value })),
      ],
    },
    aggregations: result.aggregations,
  };
}

const image = (p: ProductModel, path: string | null, position: number) =>
  path ? { __typename: 'ProductImage', url: media(path), label: p.name, position, disabled: false } : null;

/** Fields shared by SimpleProduct and ConfigurableProduct. */
const productFields = {
  uid: (p: ProductParent) => toUid(p.id),
  description: (p: ProductParent) => ({ html: p.description ?? '' }),
  short_description: (p: ProductParent) => ({ html: p.short_description ?? '' }),
  url_suffix: (_: ProductParent, __: unknown, ctx: ResolverContext) => suffix(ctx, 'product_url_suffix'),
  canonical_url: (p: ProductParent, _: unknown, ctx: ResolverContext) =>
    `${p.url_key}${suffix(ctx, 'product_url_suffix')}`,
  relative_url: (p: ProductParent, _: unknown, ctx: ResolverContext) =>
    p.relative_url ?? `${p.url_key}${suffix(ctx, 'product_url_suffix')}`,
  redirect_code: (p: ProductParent) => p.redirect_code ?? 0,
  type: () => 'PRODUCT',
  type_id: (p: ProductParent) => p.type_id,
  url_rewrites: (p: ProductParent, _: unknown, ctx: ResolverContext) => [
    {
      url: `${p.url_key}${suffix(ctx, 'product_url_suffix')}`,
      parameters: [{ name: 'id', value: String(p.id) }],
    },
  ],
  image: (p: ProductParent) => image(p, p.image, 1),
  small_image: (p: ProductParent) => image(p, p.image, 1),
  thumbnail: (p: ProductParent) => image(p, p.image, 1),
  hover_image: (p: ProductParent) => image(p, p.hover_image, 2),
  swatch_image: () => null,
  categories: async (p: ProductParent, _: unknown, ctx: ResolverContext) => {
    const tree = await ctx.categoryTree();
    return p.category_ids
      .map((id) => tree.byId.get(id))
      .filter((c): c is CategoryModel => !!c && c.level >= 2 && isInStoreTree(c, ctx.store.root_category_id));
  },
  price_range: async (p: ProductParent, _: unknown, ctx: ResolverContext) => {
    const own = { regular: p.regular_price ?? 0, final: p.final_price ?? 0 };
    if (p.type_id !== 'configurable') return priceRange(own, [], ctx.currency);
    const { children } = await ctx.variants(p.id);
    const prices = children.map((c) => ({ regular: c.regular_price ?? 0, final: c.final_price ?? 0 }));
    return priceRange(own, prices, ctx.currency);
  },
  special_price: (p: ProductParent) =>
    p.final_price != null && p.regular_price != null && p.final_price < p.regular_price
      ? p.final_price
      : null,
  only_x_left_in_stock: () => null,
  country_of_manufacture: () => 'FI',
  ...extraProductFields,
  presentation_title: (p: ProductParent) => (p.volume ? `${p.name} ${p.volume}` : p.name),
};

async function variantData(p: ProductParent, ctx: ResolverContext) {
  if (p.type_id !== 'configurable') return { links: [], children: [] as ProductModel[] };
  return ctx.variants(p.id);
}

const categoryPathInStore = (c: CategoryModel) => c.path.split('/').slice(2).join('/');

export const catalogResolvers = {
  Query: {
    products: (_: unknown, args: ProductsArgs, ctx: ResolverContext) => runProductQuery(ctx, args),
    categoryList: async (_: unknown, args: { filters?: CategoryFilter | null }, ctx: ResolverContext) =>
      filterCategories(await ctx.categoryTree(), ctx.store.root_category_id, args.filters),
    categories: async (
      _: unknown,
      args: { filters?: CategoryFilter | null; pageSize?: number | null; currentPage?: number | null },
      ctx: ResolverContext,
    ) => {
      const { pageSize, currentPage } = validatePaging(args.pageSize, args.currentPage);
      const all = filterCategories(await ctx.categoryTree(), ctx.store.root_category_id, args.filters);
      return {
        items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        total_count: all.length,
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.ceil(all.length / pageSize),
        },
      };
    },
    category: async (_: unknown, args: { id?: number | null }, ctx: ResolverContext) => {
      const tree = await ctx.categoryTree();
      const id = args.id ?? ctx.store.root_category_id;
      const cat = tree.byId.get(id);
      if (!cat || !isInStoreTree(cat, ctx.store.root_category_id)) {
        throw new GraphQLError(`Category doesn't exist`, {
          extensions: { category: 'graphql-no-such-entity' },
        });
      }
      return cat;
    },
  },
  ProductInterface: {
    __resolveType: (p: ProductModel) =>
      p.type_id === 'configurable'
        ? 'ConfigurableProduct'
        : p.type_id === 'giftcard'
          ? 'GiftCardProduct'
          : 'SimpleProduct',
  },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  MediaGalleryInterface: { __resolveType: () => 'ProductImage' },
  PhysicalProductInterface: {
    __resolveType: (p: ProductModel) =>
      p.type_id === 'configurable'
        ? 'ConfigurableProduct'
        : p.type_id === 'giftcard'
          ? 'GiftCardProduct'
          : 'SimpleProduct',
  },
  SwatchDataInterface: {
    __resolveType: (s: { kind: string }) =>
      s.kind === 'color' ? 'ColorSwatchData' : s.kind === 'image' ? 'ImageSwatchData' : 'TextSwatchData',
  },
  AggregationOptionInterface: { __resolveType: () => 'AggregationOption' },
  SimpleProduct: {
    ...productFields,
    parent_product: async (p: ProductParent, _: unknown, ctx: ResolverContext) => {
      if (!p.parent_sku) return null;
      const id = await ctx.loaders.productIdBySku.load(p.parent_sku);
      return id === null ? null : ctx.loaders.product.load(id);
    },
  },
  GiftCardProduct: {
    ...productFields,
    ...giftCardFields,
    price_range: async (p: ProductParent, _: unknown, ctx: ResolverContext) => {
      const amounts = await ctx.loaders.giftcardAmounts.load(p.id);
      const values = amounts.map((a) => a.value);
      const [min, max] = [Math.min(...values, p.final_price ?? Infinity), Math.max(...values, 0)];
      return priceRange(
        { regular: min, final: min },
        [
          { regular: min, final: min },
          { regular: max, final: max },
        ],
        ctx.currency,
      );
    },
  },
  ConfigurableProduct: {
    ...productFields,
    configurable_options: async (p: ProductParent, _: unknown, ctx: ResolverContext) => {
      const { links } = await variantData(p, ctx);
      const byAttr = new Map<number, typeof links>();
      for (const l of links) byAttr.set(l.attribute_id, [...(byAttr.get(l.attribute_id) ?? []), l]);
      return [...byAttr.values()].map((ls) => {
        const first = ls[0]!;
        const seen = new Set<number>();
        return {
          id: first.super_attribute_id,
          uid: toUid(`configurable/${p.id}/${first.attribute_id}`),
          attribute_id: String(first.attribute_id),
          attribute_id_v2: first.attribute_id,
          attribute_uid: toUid(first.attribute_id),
          attribute_code: first.attribute_code,
          label: first.attribute_label,
          position: first.position,
          product_id: p.id,
          use_default: false,
          values: ls
            .filter((l) => (seen.has(l.value_index) ? false : (seen.add(l.value_index), true)))
            .map((l) => ({
              uid: toUid(`configurable/${l.attribute_id}/${l.value_index}`),
              value_index: l.value_index,
              label: l.value_label,
              default_label: l.value_label,
              store_label: l.value_label,
              use_default_value: true,
              swatch_data: { kind: l.swatch_type, value: l.swatch_value ?? l.value_label },
            })),
        };
      });
    },
    child_products: async (p: ProductParent, _: unknown, ctx: ResolverContext) => {
      const { links, children } = await variantData(p, ctx);
      return children.map((child) => {
        const own = links.filter((l) => l.product_id === child.id);
        const first = own[0];
        return {
          product: child,
          option_ids: own.map((l) => l.value_index),
          swatch: first ? { kind: first.swatch_type, value: first.swatch_value ?? first.value_label } : null,
        };
      });
    },
    variants: async (p: ProductParent, _: unknown, ctx: ResolverContext) => {
      const { links, children } = await variantData(p, ctx);
      return children.map((child) => ({
        product: child,
        attributes: links
          .filter((l) => l.product_id === child.id)
          .map((l) => ({
            code: l.attribute_code,
            label: l.value_label,
            value_index: l.value_index,
            uid: toUid(`configurable/${l.attribute_id}/${l.value_index}`),
          })),
      }));
    },
  },
  CategoryTree: {
    uid: (c: CategoryParent) => toUid(c.id),
    children: async (c: CategoryParent, _: unknown, ctx: ResolverContext) => {
      const tree = await ctx.categoryTree();
      return c.childIds.map((id) => tree.byId.get(id)).filter((x): x is CategoryModel => x !== undefined);
    },
    children_count: async (c: CategoryParent, _: unknown, ctx: ResolverContext) => {
      const tree = await ctx.categoryTree();
      return String([...tree.byId.values()].filter((x) => x.path.startsWith(`${c.path}/`)).length);
    },
    breadcrumbs: async (c: CategoryParent, _: unknown, ctx: ResolverContext) => {
      const list = ancestors(await ctx.categoryTree(), c);
      if (list.length === 0) return null;
      return list.map((a) => ({
        category_id: a.id,
        category_uid: toUid(a.id),
        category_level: a.level,
        category_name: a.name,
        category_url_key: a.url_key,
        category_url_path: a.url_path,
      }));
    },
    url_suffix: (_: CategoryParent, __: unknown, ctx: ResolverContext) => suffix(ctx, 'category_url_suffix'),
    canonical_url: (c: CategoryParent, _: unknown, ctx: ResolverContext) =>
      c.level >= 2 ? `${c.url_path}${suffix(ctx, 'category_url_suffix')}` : null,
    relative_url: (c: CategoryParent, _: unknown, ctx: ResolverContext) =>
      c.relative_url ?? (c.level >= 2 ? `${c.url_path}${suffix(ctx, 'category_url_suffix')}` : null),
    redirect_code: (c: CategoryParent) => c.redirect_code ?? 0,
    type: () => 'CATEGORY',
    image: (c: CategoryParent) => media(c.image),
    path_in_store: (c: CategoryParent) => categoryPathInStore(c),
    available_sort_by: () => ['position', 'name', 'price'],
    default_sort_by: () => 'position',
    display_mode: () => 'PRODUCTS',
    is_anchor: () => 1,
    cms_block: () => null,
    products: async (
      c: CategoryParent,
      args: { pageSize?: number | null; currentPage?: number | null; sort?: ProductSort | null },
      ctx: ResolverContext,
    ) => {
      const r = await runProductQuery(ctx, { ...args, filter: { category_id: { eq: String(c.id) } } });
      return { items: r.items, total_count: r.total_count, page_info: r.page_info };
    },
  },
};
