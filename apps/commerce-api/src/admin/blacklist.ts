import type { Db } from '../db/client.js';
import {
  addBlacklistEntry,
  getBlacklistData,
  removeBlacklistEntry,
  type BlacklistKind,
} from '../domain/attribution.js';
import type { AdminResult } from './commands.js';

export const BLACKLIST_USAGE = `  npm run admin -- blacklist list
  npm run admin -- blacklist add sku|url VALUE      (spec §5: events of a listed SKU, pages whose path contains a listed URL)
  npm run admin -- blacklist remove sku|url VALUE`;

/**
 * Spec §3 "Blacklist data: skus, urls" and §5 tracking blacklist: the list getBlacklistData
 * answers. A change moves the data version, so cached answers are refreshed at once.
 */
export async function runBlacklistCommand(
  db: Db,
  action: string | undefined,
  kind: string | undefined,
  value: string | undefined,
): Promise<AdminResult> {
  const usage: AdminResult = { code: 2, output: `Usage:\n${BLACKLIST_USAGE}` };
  if (action === 'list') {
    const data = await getBlacklistData(db);
    if (!data.skus.length && !data.urls.length)
      return { code: 0, output: 'The tracking blacklist is empty.' };
    return {
      code: 0,
      output: [...data.skus.map((s) => `sku ${s}`), ...data.urls.map((u) => `url ${u}`)].join('\n'),
    };
  }
  if ((action !== 'add' && action !== 'remove') || (kind !== 'sku' && kind !== 'url') || !value) return usage;
  const k: BlacklistKind = kind;
  try {
    if (action === 'add') {
      const added = await addBlacklistEntry(db, k, value);
      return {
        code: 0,
        output: added ? `Added ${k} ${value.trim()}.` : `${k} ${value.trim()} is already listed.`,
      };
    }
    const removed = await removeBlacklistEntry(db, k, value);
    return removed
      ? { code: 0, output: `Removed ${k} ${value.trim()}.` }
      : { code: 1, output: `${k} ${value.trim()} is not listed.` };
  } catch (error) {
    return { code: 2, output: error instanceof Error ? error.message : String(error) };
  }
}
