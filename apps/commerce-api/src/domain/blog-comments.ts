import type { Queryable } from '../db/client.js';
import { findPost } from './blog.js';
import { inputError, noSuchEntity, shopperError } from './errors.js';

/** Spec §3 "Blog comment": status PENDING 1, APPROVED 2, REJECTED 3. */
export const COMMENT_STATUS = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export type CommentStatus = (typeof COMMENT_STATUS)[keyof typeof COMMENT_STATUS];

export const COMMENT_MIN_LENGTH = 2;
export const COMMENT_MAX_LENGTH = 2000;
/** Per customer: at most this many comments in the window (spam and mistakes, not conversation). */
export const COMMENT_RATE_LIMIT = 5;
export const COMMENT_RATE_WINDOW_MINUTES = 10;

/** Spec §5 and §8 texts, so the storefront shows the API's message as the spec words it. */
export const COMMENT_TEXT = {
  required: 'Is required',
  tooShort: 'Must contain more characters',
  tooLong: 'Must have less characters',
  rateLimited: 'Something went wrong. Please try again later',
  replyUnknown: 'The comment you are replying to doesn’t exist.',
} as const;

export interface BlogCommentModel {
  comment_id: number;
  post_id: number;
  store_id: number;
  customer_id: number;
  name: string;
  reply_to: number | null;
  message: string;
  status: CommentStatus;
  created_at: string;
  updated_at: string;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const shape = (r: BlogCommentModel): BlogCommentModel => ({
  ...r,
  status: Number(r.status) as CommentStatus,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/** Control characters but tab and line feed, and the bidirectional overrides that disguise text. */
const INVISIBLE = new RegExp('[\\p{Cc}\\u202a-\\u202e\\u2066-\\u2069]', 'gu');
const KEEP = new Set(['\n', '\t']);

/**
 * Plain text only: control characters (but line breaks and tabs) are dropped, line endings made
 * "\n", runs of blank lines shortened. HTML stays text — the storefront never renders it as markup.
 */
export function normaliseCommentMessage(message: string): string {
  return message
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, (c) => (KEEP.has(c) ? c : ''))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function validateCommentMessage(message: string): string {
  const text = normaliseCommentMessage(message);
  const length = [...text].length;
  if (length === 0) throw inputError(COMMENT_TEXT.required);
  if (length < COMMENT_MIN_LENGTH) throw inputError(COMMENT_TEXT.tooShort);
  if (length > COMMENT_MAX_LENGTH) throw inputError(COMMENT_TEXT.tooLong);
  return text;
}

/** The name shown with a comment: first name and the initial of the last name ("Mara K."). */
export function commentName(firstname: string, lastname: string): string {
  const initial = [...lastname.trim()][0];
  return `${firstname.trim()}${initial ? ` ${initial.toUpperCase()}.` : ''}`;
}

/** Approved comments of a post, plus the viewer's own pending ones, oldest first. */
export async function listComments(
  db: Queryable,
  storeId: number,
  postId: number,
  viewerId: number | null,
): Promise<BlogCommentModel[]> {
  await findPost(db, storeId, { id: postId });
  const rows = await db.query<BlogCommentModel>(
    `SELECT * FROM amblog_comment
      WHERE post_id = $1 AND store_id = $2
        AND (status = ${COMMENT_STATUS.APPROVED} OR (status = ${COMMENT_STATUS.PENDING} AND customer_id = $3))
      ORDER BY created_at, comment_id
      LIMIT 500`,
    [postId, storeId, viewerId ?? -1],
  );
  return rows.map(shape);
}

export interface LeaveCommentInput {
  post_id: number;
  reply_to?: number | null;
  message: string;
}

/** A signed-in customer's comment: PENDING until an administrator approves it. */
export async function leaveComment(
  db: Queryable,
  storeId: number,
  customerId: number,
  input: LeaveCommentInput,
): Promise<BlogCommentModel> {
  const message = validateCommentMessage(input.message);
  await findPost(db, storeId, { id: input.post_id });
  if (input.reply_to != null) {
    const parent = await db.query<{ comment_id: number }>(
      `SELECT comment_id FROM amblog_comment
        WHERE comment_id = $1 AND post_id = $2 AND store_id = $3
          AND (status = ${COMMENT_STATUS.APPROVED} OR customer_id = $4)`,
      [input.reply_to, input.post_id, storeId, customerId],
    );
    if (parent.length === 0) throw noSuchEntity(COMMENT_TEXT.replyUnknown);
  }
  const recent = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM amblog_comment
      WHERE customer_id = $1 AND created_at > now() - interval '${COMMENT_RATE_WINDOW_MINUTES} minutes'`,
    [customerId],
  );
  if ((recent[0]?.n ?? 0) >= COMMENT_RATE_LIMIT)
    throw shopperError(COMMENT_TEXT.rateLimited, 'graphql-input');
  const customer = await db.query<{ firstname: string; lastname: string }>(
    'SELECT firstname, lastname FROM customer WHERE entity_id = $1',
    [customerId],
  );
  const who = customer[0];
  if (!who) throw shopperError("The current customer isn't authorized.", 'graphql-authorization');
  const rows = await db.query<BlogCommentModel>(
    `INSERT INTO amblog_comment (post_id, store_id, customer_id, name, reply_to, message, status)
     VALUES ($1, $2, $3, $4, $5, $6, ${COMMENT_STATUS.PENDING}) RETURNING *`,
    [
      input.post_id,
      storeId,
      customerId,
      commentName(who.firstname, who.lastname),
      input.reply_to ?? null,
      message,
    ],
  );
  return shape(rows[0]!);
}

/** Administration: comments by status (all when null), oldest first. */
export async function listCommentsForModeration(
  db: Queryable,
  status: CommentStatus | null,
  limit = 100,
): Promise<(BlogCommentModel & { post_title: string | null })[]> {
  const rows = await db.query<BlogCommentModel & { post_title: string | null }>(
    `SELECT c.*, (SELECT ps.title FROM amblog_post_store ps WHERE ps.post_id = c.post_id
                   ORDER BY (ps.store_id = c.store_id) DESC, ps.store_id LIMIT 1) AS post_title
       FROM amblog_comment c
      WHERE $1::int IS NULL OR c.status = $1
      ORDER BY c.created_at, c.comment_id
      LIMIT $2`,
    [status, limit],
  );
  return rows.map((r) => ({ ...shape(r), post_title: r.post_title }));
}

/** Administration: approve or reject a comment. Null when there is no such comment. */
export async function setCommentStatus(
  db: Queryable,
  commentId: number,
  status: CommentStatus,
): Promise<BlogCommentModel | null> {
  const rows = await db.query<BlogCommentModel>(
    'UPDATE amblog_comment SET status = $2, updated_at = now() WHERE comment_id = $1 RETURNING *',
    [commentId, status],
  );
  return rows[0] ? shape(rows[0]) : null;
}
