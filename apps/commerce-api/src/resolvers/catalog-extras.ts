import { loadProducts, nothingToBuy, validatePaging, type ProductModel } from '../domain/catalog.js';
import { findBlocks } from '../domain/cms.js';
import { inputError, noSuchEntity } from '../domain/errors.js';
import { fromUid, toUid } from '../domain/ids.js';
import type { ReviewRow } from '../domain/catalog-batch.js';
import type { ProductFieldResolvers } from './catalog.js';
import type { ResolverContext } from './context.js';
import type { MenuItemRow } from './models.js';
import type { GiftCardProductResolvers, Resolvers } from '../schema/generated/resolvers-types.js';
import { loadAll } from '../db/batch.js';

/** Spec extensions: labels, texts, links, reviews, gift cards, menus, stock alerts, category extras. */

const media = (path: string | null) => (path ? `/media/${path}` : null);
const LANG_OF_STORE = (ctx: ResolverContext) => ctx.store.locale.slice(0, 2);

const SPECIAL_TXT: Record<string, { out: string; soon: string }> = {
  en: { out: 'Out of Stock', soon: 'Coming Soon' },
  de: { out: 'Ausverkauft', soon: 'Demnächst erhältlich' },
  fr: { out: 'En rupture de stock', soon: 'Bientôt disponible' },
};

async function linked(ctx: ResolverContext, productId: number, type: string): Promise<ProductModel[]> {
  const ids = await ctx.loaders.linked.load({ productId, type });
  const products = await loadAll(ctx.loaders.product, ids);
  return products.filter((p): p is ProductModel => p !== null);
}

export const MAX_REVIEW_PAGE = 100;

const reviewShape = (r: ReviewRow, product: ProductModel) => ({
  nickname: r.nickname,
  summary: r.summary,
  text: r.detail,
  average_rating: r.value * 20,
  ratings_breakdown: [{ name: r.rating_code, value: String(r.value) }],
  created_at: new Date(r.created_at).toISOString().replace('T', ' ').slice(0, 19),
  product,
  // A product's public reviews are the approved ones.
  review_status: 'APPROVED' as const,
});

/** Fields every product type shares (merged into the Magento product fields in catalog.ts). */
export const extraProductFields: ProductFieldResolvers = {
  rating_summary: (p) => (p.rating_avg ? Math.round(p.rating_avg * 20 * 100) / 100 : 0),
  review_count: (p) => p.review_count,
  reviews: async (p, args, ctx) => {
    const { pageSize, currentPage } = validatePaging(args.pageSize, args.currentPage);
    if (pageSize > MAX_REVIEW_PAGE)
      throw inputError(`pageSize value must be less than or equal to ${MAX_REVIEW_PAGE}.`);
    const rows = await ctx.loaders.reviews.load({ productId: p.id, pageSize, currentPage });
    return {
      items: rows.map((r) => reviewShape(r, p)),
      page_info: {
        current_page: currentPage,
        page_size: pageSize,
        total_pages: Math.ceil(p.review_count / pageSize),
      },
    };
  },
  media_gallery: async (p, _, ctx) => {
    const rows = await ctx.loaders.gallery.load(p.id);
    return rows.map((r) => ({
      __typename: 'ProductImage' as const,
      url: media(r.path),
      label: r.kind === 'image' ? p.name : `${p.name} – ${r.kind}`,
      position: r.position,
      disabled: r.disabled,
    }));
  },
  labels: async (p, _, ctx) => {
    const rows = await ctx.loaders.labels.load(p.id);
    const txt = SPECIAL_TXT[LANG_OF_STORE(ctx)] ?? SPECIAL_TXT.en!;
    const allGroups = [0, 1, 2, 3];
    const special = [];
    // Spec §4's stock rule for what can actually be bought: a configurable product with a salable
    // variant is not "Out of Stock" (issue 19: a serum whose 30 ml is in stock).
    const variants = p.type_id === 'configurable' ? (await ctx.variants(p.id)).children : [];
    if (p.is_coming_soon) special.push({ label_id: -2, name: 'Coming Soon', txt: txt.soon });
    else if (nothingToBuy(p, variants)) special.push({ label_id: -1, name: 'Out of Stock', txt: txt.out });
    return [
      ...special.map((s) => ({
        ...s,
        position: 'top-left',
        size: '30',
        style: '',
        image: null,
        product_id: p.id,
        customer_group_ids: allGroups,
      })),
      ...rows
        .map(({ product_id: _own, ...r }) => ({
          ...r,
          product_id: p.id,
          customer_group_ids: r.customer_group_ids.split(',').map(Number),
        }))
        .filter((r) => r.customer_group_ids.includes(ctx.customerGroupId)),
    ];
  },
  ingredients: (p) =>
    p.ingredients
      ? (JSON.parse(p.ingredients) as string[]).map((name, i) => ({ name, position: i + 1 }))
      : [],
  certificates: (p) => (p.certificates ? p.certificates.split(',') : []),
  related_products: (p, _, ctx) => linked(ctx, p.id, 'related'),
  upsell_products: (p, _, ctx) => linked(ctx, p.id, 'upsell'),
  crosssell_products: (p, _, ctx) => linked(ctx, p.id, 'crosssell'),
  pdp_related_products: (p, _, ctx) => linked(ctx, p.id, 'pdp_related'),
  volume_products: (p, _, ctx) => linked(ctx, p.id, 'volume'),
  canonical_full_url: (p, _, ctx) =>
    `/${ctx.store.code}/${p.url_key}${String(ctx.store.config.product_url_suffix ?? '')}`,
};

const GIFT_CARD_OPTIONS: [string, string, boolean, 'field' | 'area'][] = [
  ['custom_giftcard_amount', 'Amount', false, 'field'],
  ['giftcard_sender_name', 'Sender Name', true, 'field'],
  ['giftcard_sender_email', 'Sender Email', true, 'field'],
  ['giftcard_recipient_name', 'Recipient Name', true, 'field'],
  ['giftcard_recipient_email', 'Recipient Email', true, 'field'],
  ['giftcard_message', 'Message', false, 'area'],
];

export const giftCardFields: GiftCardProductResolvers = {
  giftcard_amounts: async (p, _, ctx) => {
    const rows = await ctx.loaders.giftcardAmounts.load(p.id);
    return rows.map((r) => ({
      uid: toUid(`giftcard/giftcard_amount/${r.value.toFixed(4)}`),
      value_id: r.value_id,
      website_id: r.website_id,
      attribute_id: 250,
      value: r.value,
      website_value: r.value,
    }));
  },
  gift_card_options: (p) =>
    GIFT_CARD_OPTIONS.filter(([code]) =>
      code === 'custom_giftcard_amount'
        ? p.allow_open_amount
        : code === 'giftcard_message'
          ? p.allow_message
          : true,
    )
      .filter(([code]) => !(p.giftcard_type === 'PHYSICAL' && code.endsWith('_email')))
      .map(([code, title, required, kind], i) => ({
        __typename:
          kind === 'area' ? ('CustomizableAreaOption' as const) : ('CustomizableFieldOption' as const),
        option_id: i + 1,
        uid: toUid(`giftcard/${code}`),
        title,
        required,
        sort_order: i + 1,
        product_sku: p.sku,
        value: {
          uid: toUid(`giftcard/${code}`),
          price: 0,
          price_type: 'FIXED',
          sku: null,
          max_characters: code === 'giftcard_message' ? 255 : 0,
        },
      })),
  open_amount_min: async (p, _, ctx) => (p.allow_open_amount ? openRange(p, ctx)[0] : null),
  open_amount_max: async (p, _, ctx) => (p.allow_open_amount ? openRange(p, ctx)[1] : null),
  is_redeemable: () => true,
  is_returnable: () => '2',
  lifetime: () => 1095,
  message_max_length: (p) => (p.allow_message ? 255 : 0),
};

/** Open-amount limits are stored in EUR; AUD store views get them at the AUD list factor. */
function openRange(p: ProductModel, ctx: ResolverContext): [number | null, number | null] {
  const factor = ctx.currency === 'AUD' ? 1.6 : 1;
  return [
    p.open_amount_min != null ? p.open_amount_min * factor : null,
    p.open_amount_max != null ? p.open_amount_max * factor : null,
  ];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

async function productsBySku(ctx: ResolverContext, skus: string[]): Promise<ProductModel[]> {
  if (skus.length === 0) return [];
  const ids = await loadAll(ctx.loaders.productIdBySku, skus);
  const products = await loadAll(
    ctx.loaders.product,
    ids.filter((id): id is number => id !== null),
  );
  return products.filter((p): p is ProductModel => p !== null);
}

const localeTag = (locale: string) => locale.replace('_', '-');

export const catalogExtraResolvers: Resolvers = {
  Query: {
    amLabelSetting: () => ({
      product_container: '.ProductGallery',
      category_container: '.ProductCard-FigureReview',
      max_labels: 3,
      show_several_on_place: true,
      labels_alignment: 1,
      margin_between: 8,
    }),
    availableProductQty: async (_, args, ctx) => {
      const rows = await ctx.db.query<{ qty: number | null; stock_status: string; type_id: string }>(
        'SELECT qty, stock_status, type_id FROM product WHERE sku = $1',
        [args.sku],
      );
      const row = rows[0];
      if (!row) return null;
      if (row.stock_status !== 'IN_STOCK') return 0;
      // Gift cards and configurable parents have no stock of their own; report the most one cart may hold.
      return row.qty ?? 10000;
    },
    productReviewRatingsMetadata: async (_, __, ctx) => {
      const ratings = await ctx.db.query<{ rating_id: number; rating_code: string }>(
        'SELECT rating_id, rating_code FROM rating ORDER BY position',
      );
      const options = await ctx.db.query<{ option_id: number; rating_id: number; value: number }>(
        'SELECT option_id, rating_id, value FROM rating_option ORDER BY value',
      );
      return {
        items: ratings.map((r) => ({
          id: toUid(r.rating_id),
          name: r.rating_code,
          values: options
            .filter((o) => o.rating_id === r.rating_id)
            .map((o) => ({ value: String(o.value), value_id: toUid(o.option_id) })),
        })),
      };
    },
    scandiwebMenu: async (_, args, ctx) => {
      const menus = await ctx.db.query<{
        menu_id: number;
        identifier: string;
        title: string;
        css_class: string | null;
        is_active: boolean;
      }>(
        'SELECT menu_id, identifier, title, css_class, is_active FROM menu WHERE identifier = $1 AND is_active',
        [args.identifier],
      );
      const menu = menus[0];
      if (!menu) throw noSuchEntity(`Menu with identifier "${args.identifier}" does not exist.`);
      const items = await ctx.db.query<MenuItemRow>(
        'SELECT * FROM menu_item WHERE menu_id = $1 AND is_active ORDER BY parent_id, position',
        [menu.menu_id],
      );
      return { ...menu, items };
    },
  },
  Mutation: {
    createProductReview: async (_, args, ctx) => {
      await ctx.auth.takeRateLimit('review');
      const { sku, nickname, summary, text } = args.input;
      // Magento's list admits null entries ([ProductReviewRatingInput]!); they carry no vote.
      const ratings = args.input.ratings.flatMap((r) => (r ? [r] : []));
      if (nickname.trim() === '') throw inputError('Please enter a nickname.');
      if (summary.trim() === '') throw inputError('Please enter a review summary.');
      if (text.trim() === '') throw inputError('Please enter a review.');
      const products = await ctx.db.query<{ id: number }>(
        'SELECT entity_id AS id FROM product WHERE sku = $1 AND visibility = 4',
        [sku],
      );
      const productId = products[0]?.id;
      // The review's product is loaded before anything is written: the answer must include it.
      const [product] =
        productId === undefined
          ? []
          : await loadProducts(ctx.db, ctx.store.store_id, ctx.currency, [productId]);
      if (productId === undefined || !product)
        throw noSuchEntity(`Could not find a product with SKU "${sku}"`);
      if (ratings.length === 0) throw inputError('Please select one of each of the ratings above.');
      const options = await ctx.db.query<{
        option_id: number;
        rating_id: number;
        value: number;
        rating_code: string;
      }>(
        'SELECT o.option_id, o.rating_id, o.value, r.rating_code FROM rating_option o JOIN rating r ON r.rating_id = o.rating_id',
      );
      const votes = ratings.map((r) => {
        const ratingId = Number(fromUid(r.id));
        const optionId = Number(fromUid(r.value_id));
        const option = options.find((o) => o.option_id === optionId && o.rating_id === ratingId);
        if (!option) throw inputError(`Value of uid "${r.value_id}" is incorrect.`);
        return option;
      });
      // A review written while signed in belongs to the customer (My reviews); settled before the
      // transaction, as a query outside it would wait on PGlite.
      const customerId = await ctx.auth.customerId();
      // New reviews wait for moderation (status PENDING) and are not public until approved.
      const review = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.query<{ review_id: number; created_at: string }>(
          `INSERT INTO review (product_id, store_id, nickname, summary, detail, status, customer_id)
           VALUES ($1, $2, $3, $4, $5, 'PENDING', $6)
           RETURNING review_id, created_at`,
          [productId, ctx.store.store_id, nickname.trim(), summary.trim(), text.trim(), customerId],
        );
        for (const v of votes) {
          await tx.query(
            'INSERT INTO review_vote (review_id, rating_id, option_id, value) VALUES ($1, $2, $3, $4)',
            [row!.review_id, v.rating_id, v.option_id, v.value],
          );
        }
        return row!;
      });
      const average = votes.reduce((a, v) => a + v.value, 0) / votes.length;
      return {
        review: {
          nickname: nickname.trim(),
          summary: summary.trim(),
          text: text.trim(),
          average_rating: average * 20,
          ratings_breakdown: votes.map((v) => ({ name: v.rating_code, value: String(v.value) })),
          created_at: new Date(review.created_at).toISOString().replace('T', ' ').slice(0, 19),
          product,
          review_status: 'PENDING' as const,
        },
      };
    },
    subscribeProductAlertStock: async (_, args, ctx) => {
      const email = args.input.email.trim().toLowerCase();
      if (!EMAIL.test(email)) throw inputError('The entered email is not valid');
      const rows = await ctx.db.query<{ id: number }>('SELECT entity_id AS id FROM product WHERE sku = $1', [
        args.input.sku,
      ]);
      const productId = rows[0]?.id;
      if (productId === undefined)
        throw noSuchEntity("The product that was requested doesn't exist. Verify the product and try again.");
      await ctx.db.query(
        'INSERT INTO product_alert_stock (product_id, store_id, email) VALUES ($1, $2, $3) ON CONFLICT (product_id, store_id, email) DO NOTHING',
        [productId, ctx.store.store_id, email],
      );
      return { success: true, message: 'Alert subscription has been saved.' };
    },
  },
  MenuItem: {
    dropdown_products: (item, _, ctx) =>
      productsBySku(ctx, item.dropdown_skus ? item.dropdown_skus.split(',') : []),
  },
  CustomizableOptionInterface: {
    __resolveType: (o) => o.__typename ?? null,
  },
  CategoryTree: {
    image_mobile: (c) => media(c.image_mobile),
    landing_page: async (c, _, ctx) => blockId(ctx, c.landing_block),
    landing_page_middle: async (c, _, ctx) => blockId(ctx, c.landing_block_middle),
    cms_block: async (c, _, ctx) => block(ctx, c.landing_block),
    cms_block_middle: async (c, _, ctx) => block(ctx, c.landing_block_middle),
    display_mode: (c) => c.display_mode,
    default_sort_by: (c) => c.default_sort_by,
    available_sort_by: () => [
      'position',
      'name',
      'price',
      'BESTSELLER',
      'NEW_ARRIVAL',
      'PRICE_HIGH_LOW',
      'PRICE_LOW_HIGH',
    ],
    canonical_full_url: (c, _, ctx) =>
      c.level >= 2
        ? `/${ctx.store.code}/${c.url_path}${String(ctx.store.config.category_url_suffix ?? '')}`
        : null,
    hreflangs: async (c, _, ctx) => {
      if (c.level < 2) return [];
      const others = ctx.stores.filter((s) => s.code !== ctx.store.code && s.website_code !== 'staff');
      const rows = await ctx.db.query<{ store_id: number; request_path: string }>(
        `SELECT store_id, request_path FROM url_rewrite WHERE entity_type = 'category' AND entity_id = $1 AND redirect_type = 0 AND store_id = ANY($2::int[])`,
        [c.id, others.map((s) => s.store_id)],
      );
      return others
        .map((s) => ({ s, row: rows.find((r) => r.store_id === s.store_id) }))
        .filter(({ row }) => row)
        .map(({ s, row }) => ({ url: `/${s.code}/${row!.request_path}`, lang: localeTag(s.locale) }));
    },
  },
};

async function blockId(ctx: ResolverContext, identifier: string | null): Promise<number | null> {
  if (!identifier) return null;
  const rows = await ctx.db.query<{ block_id: number }>(
    'SELECT block_id FROM cms_block WHERE identifier = $1 AND store_id IN (0, $2) AND is_active ORDER BY store_id DESC LIMIT 1',
    [identifier, ctx.store.store_id],
  );
  return rows[0]?.block_id ?? null;
}

async function block(ctx: ResolverContext, identifier: string | null) {
  if (!identifier) return null;
  try {
    return (await findBlocks(ctx.db, ctx.store.store_id, [identifier]))[0] ?? null;
  } catch {
    return null;
  }
}
