import type { CategoryModel, ProductModel } from '../domain/catalog.js';
import type { CmsPageModel } from '../domain/cms.js';

/**
 * What resolvers hand on to field resolvers where that is a domain model rather than the GraphQL
 * shape (codegen's `mappers`, see codegen.ts): the models, plus the redirect data the URL resolver
 * adds to the entity it routes to.
 */
export interface RouteExtras {
  redirect_code?: number;
  relative_url?: string;
}
export type RoutedProduct = ProductModel & RouteExtras;
export type RoutedCategory = CategoryModel & RouteExtras;
export type RoutedCmsPage = CmsPageModel & RouteExtras;

/**
 * Amounts as the domain hands them over. The currency is the store view's ISO code, a string here;
 * GraphQL checks it against CurrencyEnum when the response is written.
 */
export interface MoneyModel {
  value: number;
  currency: string;
}

/** A swatch as stored with a configurable option value; `kind` picks the GraphQL type. */
export interface SwatchModel {
  kind: string;
  value: string;
}

/** A row of the `menu_item` table: `scandiwebMenu` items before their products are loaded. */
export interface MenuItemRow {
  item_id: number;
  title: string;
  url: string | null;
  parent_id: number;
  icon: string | null;
  position: number;
  is_active: boolean;
  url_type: number;
  category_id: number | null;
  cms_page_identifier: string | null;
  dropdown_skus: string | null;
}
