import type { Queryable } from '../db/client.js';
import { inputError, noSuchEntity } from './errors.js';

export interface CmsPageModel {
  page_id: number;
  identifier: string;
  title: string;
  content_heading: string | null;
  content: string;
  page_layout: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

export interface CmsBlockModel {
  identifier: string;
  title: string;
  content: string;
}

const PAGE_COLS =
  'page_id, identifier, title, content_heading, content, page_layout, meta_title, meta_description, meta_keywords';

/** A store view sees its own pages first, then the default scope (store 0). */
export async function findPage(
  db: Queryable,
  storeId: number,
  by: { identifier?: string | null; id?: number | null },
): Promise<CmsPageModel> {
  if (by.identifier == null && by.id == null) throw inputError('Page id/identifier should be specified');
  const rows =
    by.identifier != null
      ? await db.query<CmsPageModel>(
          `SELECT ${PAGE_COLS} FROM cms_page WHERE identifier = $1 AND store_id IN (0, $2) AND is_active ORDER BY store_id DESC LIMIT 1`,
          [by.identifier, storeId],
        )
      : await db.query<CmsPageModel>(
          `SELECT ${PAGE_COLS} FROM cms_page WHERE page_id = $1 AND store_id IN (0, $2) AND is_active`,
          [by.id, storeId],
        );
  const page = rows[0];
  if (!page)
    throw noSuchEntity(`The CMS page with the "${String(by.identifier ?? by.id)}" ID doesn't exist.`);
  return page;
}

export async function findPageById(db: Queryable, storeId: number, id: number): Promise<CmsPageModel | null> {
  const rows = await db.query<CmsPageModel>(
    `SELECT ${PAGE_COLS} FROM cms_page WHERE page_id = $1 AND store_id IN (0, $2) AND is_active`,
    [id, storeId],
  );
  return rows[0] ?? null;
}

/**
 * Which of the given store views show the page with this identifier: those with an active page of
 * their own or, failing that, an active one in the default scope (0) — `findPage`'s lookup.
 */
export async function storesWithPage(
  db: Queryable,
  identifier: string,
  storeIds: readonly number[],
): Promise<number[]> {
  const rows = await db.query<{ store_id: number }>(
    'SELECT store_id FROM cms_page WHERE identifier = $1 AND is_active AND store_id = ANY($2::int[])',
    [identifier, [0, ...storeIds]],
  );
  const found = new Set(rows.map((r) => r.store_id));
  return storeIds.filter((id) => found.has(0) || found.has(id));
}

/** Returns blocks in the requested order; Magento reports a missing identifier as no-such-entity. */
export async function findBlocks(
  db: Queryable,
  storeId: number,
  identifiers: (string | null)[] | null | undefined,
): Promise<CmsBlockModel[]> {
  const ids = (identifiers ?? []).filter((i): i is string => typeof i === 'string' && i.trim() !== '');
  if (ids.length === 0) throw inputError('"identifiers" of CMS blocks should be specified');
  const rows = await db.query<CmsBlockModel & { store_id: number }>(
    `SELECT DISTINCT ON (identifier) identifier, title, content, store_id FROM cms_block
      WHERE identifier = ANY($1::text[]) AND store_id IN (0, $2) AND is_active ORDER BY identifier, store_id DESC`,
    [ids, storeId],
  );
  const byId = new Map(rows.map((r) => [r.identifier, r]));
  const missing = ids.find((i) => !byId.has(i));
  if (missing !== undefined) throw noSuchEntity(`The CMS block with the "${missing}" ID doesn't exist.`);
  return ids.map((i) => {
    const { identifier, title, content } = byId.get(i)!;
    return { identifier, title, content };
  });
}
