import type { Db } from '../db/client.js';
import { changePoints, revertOrderPoints } from '../domain/loyalty.js';
import {
  COMMENT_STATUS,
  listCommentsForModeration,
  setCommentStatus,
  type CommentStatus,
} from '../domain/blog-comments.js';
import { PRO_USAGE, runProCommand } from './pro.js';
import { BLACKLIST_USAGE, runBlacklistCommand } from './blacklist.js';

/** What `npm run admin -- …` can do; each command answers text for the terminal and an exit code. */
export interface AdminResult {
  code: number;
  output: string;
}

const STATUS_NAME: Record<CommentStatus, string> = { 1: 'PENDING', 2: 'APPROVED', 3: 'REJECTED' };
const USAGE = `Usage:
  npm run admin -- comments list [pending|approved|rejected|all]   (default: pending)
  npm run admin -- comments approve ID
  npm run admin -- comments reject ID
  npm run admin -- orders cancel NUMBER    (a cancelled order takes its reward points back)
  npm run admin -- orders refund NUMBER    (a refunded order takes its reward points back)
  npm run admin -- points adjust EMAIL POINTS   (add, or take with a minus sign)
${PRO_USAGE}
${BLACKLIST_USAGE}`;

/** Runs one admin command (the arguments after `--`) against the database. */
export async function runAdminCommand(db: Db, args: string[]): Promise<AdminResult> {
  const [area, action, value] = args;
  if (area === 'pro') return runProCommand(db, action, value);
  if (area === 'blacklist') return runBlacklistCommand(db, action, value, args[3]);
  if (area === 'orders') return orderCommand(db, action, value);
  if (area === 'points') return pointsCommand(db, action, value, args[3]);
  if (area !== 'comments') return { code: 2, output: USAGE };
  if (action === 'list') {
    const filter = (value ?? 'pending').toUpperCase();
    const status =
      filter === 'ALL'
        ? null
        : ((COMMENT_STATUS as Record<string, CommentStatus | undefined>)[filter] ?? undefined);
    if (status === undefined) return { code: 2, output: USAGE };
    const rows = await listCommentsForModeration(db, status);
    if (rows.length === 0) return { code: 0, output: 'No comments.' };
    const lines = rows.map((c) => {
      const text = c.message.replace(/\s+/g, ' ');
      return [
        `#${c.comment_id} ${STATUS_NAME[c.status]} ${c.created_at} post ${c.post_id} (${c.post_title ?? '?'}) store ${c.store_id}`,
        `  ${c.name} (customer ${c.customer_id})${c.reply_to ? ` replying to #${c.reply_to}` : ''}`,
        `  ${text.length > 200 ? `${text.slice(0, 200)}…` : text}`,
      ].join('\n');
    });
    return { code: 0, output: lines.join('\n') };
  }
  if (action === 'approve' || action === 'reject') {
    const id = Number(value);
    if (!Number.isInteger(id) || id <= 0) return { code: 2, output: USAGE };
    const status = action === 'approve' ? COMMENT_STATUS.APPROVED : COMMENT_STATUS.REJECTED;
    const comment = await setCommentStatus(db, id, status);
    if (!comment) return { code: 1, output: `Comment #${id} does not exist.` };
    return { code: 0, output: `Comment #${id} is ${STATUS_NAME[status]}.` };
  }
  return { code: 2, output: USAGE };
}

/** Spec §1 loyalty: a cancelled or refunded order takes back the points it earned and returns those it spent. */
async function orderCommand(
  db: Db,
  action: string | undefined,
  number: string | undefined,
): Promise<AdminResult> {
  if ((action !== 'cancel' && action !== 'refund') || !number || !/^\d{1,20}$/.test(number))
    return { code: 2, output: USAGE };
  const r = await revertOrderPoints(db, number, action === 'cancel' ? 'canceled' : 'closed');
  if (!r.found) return { code: 1, output: `Order #${number} does not exist.` };
  if (r.already) return { code: 0, output: `Order #${number}: its reward points were already taken back.` };
  return {
    code: 0,
    output: `Order #${number} is ${action === 'cancel' ? 'canceled' : 'refunded'}: ${r.takenBack} points taken back, ${r.returned} points returned.`,
  };
}

async function pointsCommand(
  db: Db,
  action: string | undefined,
  email: string | undefined,
  points: string | undefined,
): Promise<AdminResult> {
  const delta = Number(points);
  if (
    action !== 'adjust' ||
    !email ||
    !/^[^\s@]+@[^\s@]+$/.test(email) ||
    !Number.isInteger(delta) ||
    delta === 0
  )
    return { code: 2, output: USAGE };
  const moved = await db.transaction((tx) => changePoints(tx, email, delta, 'ADJUSTED', null));
  return { code: 0, output: `${email}: ${moved ?? 0} points.` };
}
