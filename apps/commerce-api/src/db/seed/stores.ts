/** Store views of spec §1, with the groups/websites Magento needs around them. */
export interface SeedGroup {
  group_id: number;
  code: string;
  name: string;
  root_category_id: number;
  website_code: string;
  website_name: string;
}

export interface SeedStore {
  store_id: number;
  code: string;
  name: string;
  group_id: number;
  sort_order: number;
  is_default: boolean;
  locale: string;
  currency: string;
  default_country: string;
  timezone: string;
  /** Which language the seeded texts use: en falls back to the default scope (store 0). */
  lang: 'en' | 'de' | 'fr';
}

export const BRAND = 'Aurora Botanica';

export const groups: SeedGroup[] = [
  {
    group_id: 1,
    code: 'main_website_store',
    name: 'Europe',
    root_category_id: 2,
    website_code: 'base',
    website_name: 'Aurora Botanica Europe',
  },
  {
    group_id: 2,
    code: 'au_store',
    name: 'Australia',
    root_category_id: 2,
    website_code: 'au',
    website_name: 'Aurora Botanica Australia',
  },
  {
    group_id: 3,
    code: 'staff_store',
    name: 'Staff',
    root_category_id: 2,
    website_code: 'staff',
    website_name: 'Aurora Botanica Staff',
  },
];

export const stores: SeedStore[] = [
  {
    store_id: 1,
    code: 'en',
    name: 'English',
    group_id: 1,
    sort_order: 0,
    is_default: true,
    locale: 'en_US',
    currency: 'EUR',
    default_country: 'LV',
    timezone: 'Europe/Riga',
    lang: 'en',
  },
  {
    store_id: 6,
    code: 'de',
    name: 'Deutsch',
    group_id: 1,
    sort_order: 10,
    is_default: false,
    locale: 'de_DE',
    currency: 'EUR',
    default_country: 'DE',
    timezone: 'Europe/Berlin',
    lang: 'de',
  },
  {
    store_id: 9,
    code: 'fr',
    name: 'Français',
    group_id: 1,
    sort_order: 20,
    is_default: false,
    locale: 'fr_FR',
    currency: 'EUR',
    default_country: 'FR',
    timezone: 'Europe/Paris',
    lang: 'fr',
  },
  {
    store_id: 17,
    code: 'au',
    name: 'Australia',
    group_id: 2,
    sort_order: 30,
    is_default: true,
    locale: 'en_AU',
    currency: 'AUD',
    default_country: 'AU',
    timezone: 'Australia/Sydney',
    lang: 'en',
  },
  {
    store_id: 16,
    code: 'mc',
    name: 'Staff Store',
    group_id: 3,
    sort_order: 40,
    is_default: true,
    locale: 'lv_LV',
    currency: 'EUR',
    default_country: 'LV',
    timezone: 'Europe/Riga',
    lang: 'en',
  },
];

const texts = {
  en: {
    default_title: 'Aurora Botanica – Nordic skincare',
    default_description:
      'Clean Nordic skincare and make-up made with Arctic berries, birch sap and sea buckthorn. Free samples with every order.',
    welcome: 'Welcome to Aurora Botanica',
    copyright: '© 2026 Aurora Botanica Oy. All rights reserved.',
    logo_alt: 'Aurora Botanica',
  },
  de: {
    default_title: 'Aurora Botanica – Nordische Hautpflege',
    default_description:
      'Reine nordische Hautpflege und Make-up mit arktischen Beeren, Birkensaft und Sanddorn. Gratisproben zu jeder Bestellung.',
    welcome: 'Willkommen bei Aurora Botanica',
    copyright: '© 2026 Aurora Botanica Oy. Alle Rechte vorbehalten.',
    logo_alt: 'Aurora Botanica',
  },
  fr: {
    default_title: 'Aurora Botanica – Soins nordiques',
    default_description:
      'Soins et maquillage nordiques aux baies arctiques, à la sève de bouleau et à l’argousier. Échantillons offerts avec chaque commande.',
    welcome: 'Bienvenue chez Aurora Botanica',
    copyright: '© 2026 Aurora Botanica Oy. Tous droits réservés.',
    logo_alt: 'Aurora Botanica',
  },
} as const;

/**
 * Wish list settings (issue 12; Magento keeps them per website): the Europe website keeps several
 * lists, at most 3 (Magento's default); Australia one list; the staff store none. Migration 011 writes
 * the same values into databases seeded before it.
 */
export function wishlistConfig(code: string): Record<string, string> {
  if (code === 'mc')
    return {
      magento_wishlist_general_is_enabled: '0',
      enable_multiple_wishlists: '0',
      maximum_number_of_wishlists: '0',
    };
  if (code === 'au')
    return {
      magento_wishlist_general_is_enabled: '1',
      enable_multiple_wishlists: '0',
      maximum_number_of_wishlists: '1',
    };
  return {
    magento_wishlist_general_is_enabled: '1',
    enable_multiple_wishlists: '1',
    maximum_number_of_wishlists: '3',
  };
}

/** StoreConfig values kept in store.config (jsonb), keyed by GraphQL field name. */
export function storeConfigFor(store: SeedStore): Record<string, string | number | boolean | null> {
  const t = texts[store.lang];
  const isStaff = store.code === 'mc';
  return {
    ...t,
    title_prefix: '',
    title_suffix: ' | Aurora Botanica',
    title_separator: '-',
    default_keywords: 'nordic skincare, natural cosmetics, arctic berries',
    header_logo_src: 'logo/aurora-botanica.svg',
    logo_width: 180,
    logo_height: 40,
    cms_home_page: 'home',
    cms_no_route: 'no-route',
    cms_no_cookies: 'enable-cookies',
    category_url_suffix: '.html',
    product_url_suffix: '.html',
    catalog_default_sort_by: 'position',
    grid_per_page: 12,
    grid_per_page_values: '12,24,36',
    list_per_page: 10,
    list_per_page_values: '5,10,15,20,25',
    list_mode: 'grid',
    show_cms_breadcrumbs: 1,
    weight_unit: 'kgs',
    product_reviews_enabled: '1',
    ...wishlistConfig(store.code),
    configurable_thumbnail_source: 'itself',
    autocomplete_on_storefront: true,
    demonotice: 0,
    head_shortcut_icon: 'favicon/aurora-botanica.svg',
    absolute_footer: '',
    head_includes: '',
    loyalty_pwa_enabled: !isStaff,
    // The staff store has no journal (its header shows no Journal link).
    amblog_enabled: !isStaff,
    captcha_key: '6LdAuroraBotanicaPublicSiteKey00000000000',
    product_quiz_promo_enabled: true,
    product_quiz_promo_categories: '3,4,5,6',
    product_quiz_promo_link: '/skin-quiz',
    shade_finder_enabled: true,
    shade_finder_client_id: 'aurora-botanica-demo',
    shade_finder_brand: 'aurora-botanica',
    pinterest_event_id: null,
  };
}
