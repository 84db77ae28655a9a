/** Magento's `uid` values are base64 of the numeric id (or of a typed path for option values). */
export const toUid = (value: string | number): string =>
  Buffer.from(String(value), 'utf8').toString('base64');

export function fromUid(uid: string): string {
  return Buffer.from(uid, 'base64').toString('utf8');
}

/** Decodes a category/product uid to its integer id, or null when it is not one of ours. */
export function uidToId(uid: string): number | null {
  const decoded = fromUid(uid);
  return /^\d+$/.test(decoded) ? Number(decoded) : null;
}
