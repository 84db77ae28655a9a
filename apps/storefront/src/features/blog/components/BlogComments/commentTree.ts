import type { CommentItem } from '@shop/ui';

export interface CommentRow {
  comment_id?: number | null;
  reply_to?: string | null;
  message?: string | null;
  name?: string | null;
  status?: string | null;
  created_at?: string | null;
  is_own?: boolean | null;
}

/** Spec §3 "Blog comment" status codes. */
export const COMMENT_PENDING = '1';

/**
 * The API's flat list (oldest first) as a thread: replies under their comment, a reply whose
 * comment is not shown (rejected, or someone else's pending) at the top level.
 */
export function commentTree(rows: readonly CommentRow[], guestName: string): CommentItem[] {
  const items = new Map<string, CommentItem & { replies: CommentItem[] }>();
  const top: (CommentItem & { replies: CommentItem[] })[] = [];
  for (const row of rows) {
    if (row.comment_id == null) continue;
    items.set(String(row.comment_id), {
      id: String(row.comment_id),
      author: row.name?.trim() || guestName,
      date: row.created_at ?? '',
      message: row.message ?? '',
      ...(row.status === COMMENT_PENDING ? { pending: true } : {}),
      replies: [],
    });
  }
  for (const row of rows) {
    if (row.comment_id == null) continue;
    const item = items.get(String(row.comment_id))!;
    const parent = row.reply_to ? items.get(row.reply_to) : undefined;
    if (parent && parent !== item) parent.replies.push(item);
    else top.push(item);
  }
  return top;
}

export const COMMENT_MIN_LENGTH = 2;
export const COMMENT_MAX_LENGTH = 2000;

/** Spec §5 texts for the comment field, by message id; null when the text can be sent. */
export function commentError(text: string): string | null {
  const length = [...text.trim()].length;
  if (length === 0) return 'blog.commentRequired';
  if (length < COMMENT_MIN_LENGTH) return 'blog.commentTooShort';
  if (length > COMMENT_MAX_LENGTH) return 'blog.commentTooLong';
  return null;
}

/** The API's messages (spec §5/§8 wording) as message ids; anything else is the general form error. */
export function apiCommentError(message: string): string {
  const known: Record<string, string> = {
    'Is required': 'blog.commentRequired',
    'Must contain more characters': 'blog.commentTooShort',
    'Must have less characters': 'blog.commentTooLong',
    'Something went wrong. Please try again later': 'blog.rateLimited',
  };
  return known[message] ?? 'blog.commentError';
}
