import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import type { StoreView } from '../domain/store.js';
import { renderMail } from './templates.js';

/**
 * The mailer drains `email_outbox`: through SMTP when `SMTP_URL` is set (nodemailer), otherwise each
 * message is written as an `.eml` file in the mail folder and one log line names it. Mail is queued
 * in the same transaction as what caused it and sent after commit, so a failed send never undoes a
 * registration and a rolled-back registration never sends a welcome.
 */
export interface MailerOptions {
  db: Db;
  stores: () => StoreView[];
  log: (msg: string) => void;
  /** Where `.eml` files go when there is no SMTP server. */
  mailDir: string;
  smtpUrl?: string;
  /** The shop's public address, for links in mail (default http://localhost:8080). */
  shopUrl: string;
  /** `path` (/de/…) or `query` (/…?de) store prefix in links, as the storefront writes them. */
  storeUrlMode: 'path' | 'query';
  from: string;
  /** Addresses behind the staff roles the outbox names instead of a shopper. */
  staff: { support: string; sales: string };
}

interface OutboxRow {
  message_id: number;
  store_id: number;
  template: string;
  recipient: string;
  payload: Record<string, unknown>;
}

export class Mailer {
  private readonly transport: Transporter;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly options: MailerOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Starts a drain unless one is running (then it runs once more after it). */
  request(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.drain();
        } while (this.again);
      } catch (err) {
        this.options.log(`mail: drain failed: ${(err as Error).message}`);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Resolves when everything queued so far has been handled (tests, shutdown). */
  async flush(): Promise<void> {
    await this.request();
    if (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    const { db } = this.options;
    for (;;) {
      const batch = await db.query<OutboxRow>(
        `SELECT message_id, store_id, template, recipient, payload FROM email_outbox
          WHERE status = 'QUEUED' ORDER BY message_id LIMIT 20`,
      );
      if (batch.length === 0) return;
      for (const row of batch) {
        // Claim the row first so two processes on one database never send it twice.
        const claimed = await db.query(
          "UPDATE email_outbox SET status = 'SENT' WHERE message_id = $1 AND status = 'QUEUED' RETURNING 1",
          [row.message_id],
        );
        if (claimed.length === 0) continue;
        try {
          await this.send(row);
        } catch (err) {
          await db.query("UPDATE email_outbox SET status = 'FAILED' WHERE message_id = $1", [row.message_id]);
          this.options.log(
            `mail: message ${row.message_id} (${row.template}) failed: ${(err as Error).message}`,
          );
        }
      }
    }
  }

  private async send(row: OutboxRow): Promise<void> {
    const o = this.options;
    const store = o.stores().find((s) => s.store_id === row.store_id);
    const to =
      row.recipient === 'support' || row.recipient === 'sales' ? o.staff[row.recipient] : row.recipient;
    const prefix = !store || store.code === 'en' ? '' : store.code;
    const link = (path: string) => {
      const url = new URL(path, o.shopUrl);
      if (prefix && o.storeUrlMode === 'path') url.pathname = `/${prefix}${url.pathname}`;
      if (prefix && o.storeUrlMode === 'query')
        url.search = url.search ? `?${prefix}&${url.search.slice(1)}` : `?${prefix}`;
      return url.toString();
    };
    const mail = renderMail(row.template, row.payload, {
      locale: store?.locale ?? 'en_US',
      storeName: process.env.SHOP_NAME ?? 'Aurora Botanica',
      link,
    });
    const info = await this.transport.sendMail({ from: o.from, to, subject: mail.subject, text: mail.text });
    if (!o.smtpUrl) {
      mkdirSync(o.mailDir, { recursive: true });
      const file = join(o.mailDir, `${String(row.message_id).padStart(6, '0')}-${row.template}.eml`);
      writeFileSync(file, (info as { message: Buffer }).message);
      o.log(`mail: ${row.template} written to ${file}`);
    }
  }
}

const mailers = new WeakMap<Db, Mailer>();

export function attachMailer(options: MailerOptions): Mailer {
  const mailer = new Mailer(options);
  mailers.set(options.db, mailer);
  return mailer;
}

/** Asks the database's mailer to send what is queued; without one (unit tests) mail stays queued. */
export function requestMail(db: Db): void {
  void mailers.get(db)?.request();
}
