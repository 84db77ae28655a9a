import { GraphQLError } from 'graphql';
import {
  ancestors,
  filterCategories,
  isInStoreTree,
  loadProducts,
  priceRange,
  productPrices,
  validatePaging,
  type CategoryModel,
  type Price,
  type ProductModel,
} from '../domain/catalog.js';
import { toUid } from '../domain/ids.js';
import { searchCatalog } from '../domain/search.js';
import { extraProductFields, giftCardFields } from './catalog-extras.js';
import type { ResolverContext } from './context.js';
import type { RoutedProduct } from './models.js';
import type {
  PhysicalProductInterface,
  ProductInterface,
  QueryProductsArgs,
  Resolvers,
  RoutableInterface,
  SimpleProductResolvers,
} from '../schema/generated/resolvers-types.js';

/** Resolvers of the interfaces' fields: every product type has them, on the same parent model. */
export type ProductFieldResolvers = Pick<
  SimpleProductResolvers,
  Exclude<keyof (ProductInterface & RoutableInterface & PhysicalProductInterface), '__typename'>
>;

const suffix = (ctx: ResolverContext, key: 'category_url_suffix' | 'product_url_suffix') =>
  String(ctx.store.config[key] ?? '');
const media = (path: string | null) => (path ? `/media/${path}` : null);

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

async function runProductQuery(ctx: ResolverContext, args: QueryProductsArgs) {
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
  path
    ? { __typename: 'ProductImage' as const, url: media(path), label: p.name, position, disabled: false }
    : null;

/** The GraphQL type of a product model. */
export const productTypename = (p: ProductModel) =>
  p.type_id === 'configurable'
    ? 'ConfigurableProduct'
    : p.type_id === 'giftcard'
      ? 'GiftCardProduct'
      : 'SimpleProduct';

/** The prices behind `price_range` and `price`: a configurable product spans its variants' prices. */
async function productPriceData(p: ProductModel, ctx: ResolverContext) {
  const own: Price = { regular: p.regular_price ?? 0, final: p.final_price ?? 0 };
  if (p.type_id !== 'configurable') return { own, variants: [] as Price[] };
  const { children } = await ctx.variants(p.id);
  return {
    own,
    variants: children.map((c) => ({ regular: c.regular_price ?? 0, final: c.final_price ?? 0 })),
  };
}

/** A gift card's prices are its amounts (and an open amount's final price as the floor). */
async function giftCardPriceData(p: ProductModel, ctx: ResolverContext) {
  const amounts = await ctx.loaders.giftcardAmounts.load(p.id);
  const values = amounts.map((a) => a.value);
  const [min, max] = [Math.min(...values, p.final_price ?? Infinity), Math.max(...values, 0)];
  return {
    own: { regular: min, final: min },
    variants: [
      { regular: min, final: min },
      { regular: max, final: max },
    ],
  };
}

/** Fields shared by SimpleProduct and ConfigurableProduct. */
const productFields: ProductFieldResolvers = {
  uid: (p) => toUid(p.id),
  description: (p) => ({ html: p.description ?? '' }),
  short_description: (p) => ({ html: p.short_description ?? '' }),
  url_suffix: (_, __, ctx) => suffix(ctx, 'product_url_suffix'),
  canonical_url: (p, _, ctx) => `${p.url_key}${suffix(ctx, 'product_url_suffix')}`,
  relative_url: (p, _, ctx) => p.relative_url ?? `${p.url_key}${suffix(ctx, 'product_url_suffix')}`,
  redirect_code: (p) => p.redirect_code ?? 0,
  type: () => 'PRODUCT',
  type_id: (p) => p.type_id,
  url_rewrites: (p, _, ctx) => [
    {
      url: `${p.url_key}${suffix(ctx, 'product_url_suffix')}`,
      parameters: [{ name: 'id', value: String(p.id) }],
    },
  ],
  image: (p) => image(p, p.image, 1),
  small_image: (p) => image(p, p.image, 1),
  thumbnail: (p) => image(p, p.image, 1),
  hover_image: (p) => image(p, p.hover_image, 2),
  swatch_image: () => null,
  categories: async (p, _, ctx) => {
    const tree = await ctx.categoryTree();
    return p.category_ids
      .map((id) => tree.byId.get(id))
      .filter((c): c is CategoryModel => !!c && c.level >= 2 && isInStoreTree(c, ctx.store.root_category_id));
  },
  price_range: async (p, _, ctx) => {
    const { own, variants } = await productPriceData(p, ctx);
    return priceRange(own, variants, ctx.currency);
  },
  price: async (p, _, ctx) => {
    const { own, variants } = await productPriceData(p, ctx);
    return productPrices(own, variants, ctx.currency);
  },
  special_price: (p) =>
    p.final_price != null && p.regular_price != null && p.final_price < p.regular_price
      ? p.final_price
      : null,
  only_x_left_in_stock: () => null,
  country_of_manufacture: () => 'FI',
  ...extraProductFields,
  presentation_title: (p) => (p.volume ? `${p.name} ${p.volume}` : p.name),
};

async function variantData(p: RoutedProduct, ctx: ResolverContext) {
  if (p.type_id !== 'configurable') return { links: [], children: [] as ProductModel[] };
  return ctx.variants(p.id);
}

const categoryPathInStore = (c: CategoryModel) => c.path.split('/').slice(2).join('/');

export const catalogResolvers: Resolvers = {
  Query: {
    products: (_, args, ctx) => runProductQuery(ctx, args),
    categoryList: async (_, args, ctx) =>
      filterCategories(await ctx.categoryTree(), ctx.store.root_category_id, args.filters),
    categories: async (_, args, ctx) => {
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
    category: async (_, args, ctx) => {
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
  ProductInterface: { __resolveType: productTypename },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  MediaGalleryInterface: { __resolveType: () => 'ProductImage' },
  PhysicalProductInterface: { __resolveType: productTypename },
  SwatchDataInterface: {
    __resolveType: (s) =>
      s.kind === 'color' ? 'ColorSwatchData' : s.kind === 'image' ? 'ImageSwatchData' : 'TextSwatchData',
  },
  AggregationOptionInterface: { __resolveType: () => 'AggregationOption' },
  SimpleProduct: {
    ...productFields,
    parent_product: async (p, _, ctx) => {
      if (!p.parent_sku) return null;
      const id = await ctx.loaders.productIdBySku.load(p.parent_sku);
      return id === null ? null : ctx.loaders.product.load(id);
    },
  },
  GiftCardProduct: {
    ...productFields,
    ...giftCardFields,
    price_range: async (p, _, ctx) => {
      const { own, variants } = await giftCardPriceData(p, ctx);
      return priceRange(own, variants, ctx.currency);
    },
    price: async (p, _, ctx) => {
      const { own, variants } = await giftCardPriceData(p, ctx);
      return productPrices(own, variants, ctx.currency);
    },
  },
  ConfigurableProduct: {
    ...productFields,
    configurable_options: async (p, _, ctx) => {
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
    child_products: async (p, _, ctx) => {
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
    variants: async (p, _, ctx) => {
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
    uid: (c) => toUid(c.id),
    children: async (c, _, ctx) => {
      const tree = await ctx.categoryTree();
      return c.childIds.map((id) => tree.byId.get(id)).filter((x): x is CategoryModel => x !== undefined);
    },
    children_count: async (c, _, ctx) => {
      const tree = await ctx.categoryTree();
      return String([...tree.byId.values()].filter((x) => x.path.startsWith(`${c.path}/`)).length);
    },
    breadcrumbs: async (c, _, ctx) => {
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
    url_suffix: (_, __, ctx) => suffix(ctx, 'category_url_suffix'),
    canonical_url: (c, _, ctx) =>
      c.level >= 2 ? `${c.url_path}${suffix(ctx, 'category_url_suffix')}` : null,
    relative_url: (c, _, ctx) =>
      c.relative_url ?? (c.level >= 2 ? `${c.url_path}${suffix(ctx, 'category_url_suffix')}` : null),
    redirect_code: (c) => c.redirect_code ?? 0,
    type: () => 'CATEGORY',
    image: (c) => media(c.image),
    path_in_store: (c) => categoryPathInStore(c),
    available_sort_by: () => ['position', 'name', 'price'],
    default_sort_by: () => 'position',
    display_mode: () => 'PRODUCTS',
    is_anchor: () => 1,
    cms_block: () => null,
    products: async (c, args, ctx) => {
      const r = await runProductQuery(ctx, { ...args, filter: { category_id: { eq: String(c.id) } } });
      return { items: r.items, total_count: r.total_count, page_info: r.page_info };
    },
  },
};
