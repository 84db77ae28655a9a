import type { Queryable } from '../db/client.js';
import { toUid } from './ids.js';

export interface StoreView {
  store_id: number;
  code: string;
  name: string;
  group_id: number;
  group_code: string;
  group_name: string;
  root_category_id: number;
  website_code: string;
  website_name: string;
  sort_order: number;
  is_default: boolean;
  locale: string;
  base_currency_code: string;
  default_display_currency_code: string;
  default_country: string;
  timezone: string;
  config: Record<string, unknown>;
}

export const DEFAULT_STORE_CODE = 'en';

export async function loadStores(db: Queryable): Promise<StoreView[]> {
  const rows = await db.query<StoreView & { config: Record<string, unknown> | string }>(
    `SELECT s.store_id, s.code, s.name, s.group_id, g.code AS group_code, g.name AS group_name, g.root_category_id,
            g.website_code, g.website_name, s.sort_order, s.is_default, s.locale, s.base_currency_code,
            s.default_display_currency_code, s.default_country, s.timezone, s.config
       FROM store s JOIN store_group g ON g.group_id = s.group_id
      WHERE s.is_active
      ORDER BY s.sort_order, s.store_id`,
  );
  // pg returns jsonb parsed; keep a string fallback for drivers that do not.
  return rows.map((r) => ({
    ...r,
    config: typeof r.config === 'string' ? (JSON.parse(r.config) as Record<string, unknown>) : r.config,
  }));
}

/** Store codes arrive in a header: trim and lower-case them like Magento's store resolver. */
export function normaliseStoreCode(header: string | null): string {
  const code = header?.trim().toLowerCase();
  return code ? code : DEFAULT_STORE_CODE;
}

/** The StoreConfig shape for one store view (Magento fields + spec extensions). */
export function toStoreConfig(store: StoreView, defaultGroupId: number): Record<string, unknown> {
  return {
    ...store.config,
    id: store.store_id,
    code: store.code,
    store_code: store.code,
    store_name: store.name,
    store_sort_order: store.sort_order,
    store_group_code: store.group_code,
    store_group_name: store.group_name,
    is_default_store: store.is_default,
    is_default_store_group: store.group_id === defaultGroupId,
    website_code: store.website_code,
    website_name: store.website_name,
    website_id: store.group_id,
    locale: store.locale,
    timezone: store.timezone,
    base_currency_code: store.base_currency_code,
    default_display_currency_code: store.default_display_currency_code,
    default_country: store.default_country,
    root_category_id: store.root_category_id,
    root_category_uid: toUid(store.root_category_id),
    // Same-origin deployment: URLs are relative to the shop's host.
    base_url: '/',
    secure_base_url: '/',
    base_link_url: '/',
    secure_base_link_url: '/',
    base_media_url: '/media/',
    secure_base_media_url: '/media/',
    base_static_url: '/static/',
    secure_base_static_url: '/static/',
    use_store_in_url: true,
    front: 'cms',
    no_route: 'cms/noroute/index',
  };
}
