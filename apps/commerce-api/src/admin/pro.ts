import type { Db } from '../db/client.js';
import { requestMail } from '../mail/outbox.js';
import {
  decideProApplication,
  listProApplications,
  PRO_STATUSES,
  type ProStatus,
} from '../domain/pro-accounts.js';
import type { AdminResult } from './commands.js';

export const PRO_USAGE = `  npm run admin -- pro list [pending|approved|rejected|all]        (default: pending)
  npm run admin -- pro approve EMAIL
  npm run admin -- pro reject EMAIL`;

/**
 * Spec §1/§6: the provider approves or rejects PRO applications. A decision sends its e-mail: at
 * once through the running shop's mailer, or when the shop next starts if it was not running.
 */
export async function runProCommand(db: Db, action: string | undefined, value: string | undefined) {
  const usage: AdminResult = { code: 2, output: `Usage:\n${PRO_USAGE}` };
  if (action === 'list') {
    const filter = (value ?? 'pending').toUpperCase();
    if (filter !== 'ALL' && !(PRO_STATUSES as readonly string[]).includes(filter)) return usage;
    const rows = await listProApplications(db, filter === 'ALL' ? null : (filter as ProStatus));
    if (rows.length === 0) return { code: 0, output: 'No PRO applications.' };
    const lines = rows.map((a) =>
      [
        `${a.email} ${a.status} ${a.created_at} store ${a.store_id}`,
        `  ${a.firstname} ${a.lastname}, ${a.occupation}${a.business_name ? `, ${a.business_name}` : ''}, ${a.country_code}, ${a.telephone}${a.website ? `, ${a.website}` : ''}`,
      ].join('\n'),
    );
    return { code: 0, output: lines.join('\n') };
  }
  if (action === 'approve' || action === 'reject') {
    const email = (value ?? '').trim();
    if (!email) return usage;
    const decided = await decideProApplication(db, email, action === 'approve' ? 'APPROVED' : 'REJECTED');
    if (!decided) return { code: 1, output: `${email} has no PRO application.` };
    requestMail(db);
    const { status } = decided.application;
    return {
      code: 0,
      output: decided.changed
        ? `${decided.application.email} is ${status}; the e-mail is on its way.`
        : `${decided.application.email} was already ${status}.`,
    };
  }
  return usage;
}
