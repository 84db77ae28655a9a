import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDb, type Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seedCartProducts } from '../src/db/seed/commerce.js';
import { seedIfEmpty } from '../src/db/seed/index.js';
import { submitBusinessInquiry, submitContactRequest } from '../src/domain/forms.js';
import { subscribeToNewsletter } from '../src/domain/newsletter.js';
import { submitQuiz } from '../src/domain/quiz.js';

/** What the services store and queue, checked on the database itself (the API only answers with a status). */
let db: Db;
let dropSchema: (() => Promise<void>) | undefined;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    db = await openDb({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(inject('seedDump'))]) });
    return;
  }
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  db = await openDb({ databaseUrl: url, dataDir: '', schema });
  await migrate(db, () => undefined);
  await seedIfEmpty(db, () => undefined);
  await seedCartProducts(db, () => undefined);
  dropSchema = async () => {
    await db.query(`DROP SCHEMA ${schema} CASCADE`);
  };
});
afterAll(async () => {
  await dropSchema?.();
  await db?.close();
});

const outbox = (recipient: string) =>
  db.query<{ template: string; store_id: number; payload: Record<string, unknown>; status: string }>(
    'SELECT template, store_id, payload, status FROM email_outbox WHERE recipient = $1 ORDER BY message_id',
    [recipient],
  );

describe('newsletter rows', () => {
  it('stores the subscriber per store view as UNCONFIRMED and queues the confirmation mail (double opt-in)', async () => {
    expect(await subscribeToNewsletter(db, 6, 'Leser@Example.de')).toBe('UNCONFIRMED');
    const rows = await db.query<{ store_id: number; status: string; confirm_code_hash: string }>(
      "SELECT store_id, status, confirm_code_hash FROM newsletter_subscriber WHERE email = 'leser@example.de'",
    );
    expect(rows).toEqual([
      { store_id: 6, status: 'UNCONFIRMED', confirm_code_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    const mail = await outbox('leser@example.de');
    expect(mail).toEqual([
      {
        template: 'newsletter_subscription_confirm',
        store_id: 6,
        payload: { path: expect.stringMatching(/^\/newsletter\?subscriber=\d+&code=[\w-]{43}$/) },
        status: 'QUEUED',
      },
    ]);
    // The code in the link is not what is stored.
    expect(String(mail[0]!.payload.path)).not.toContain(rows[0]!.confirm_code_hash);
  });

  it('without confirmation (NEWSLETTER_CONFIRM=0): SUBSCRIBED at once; an address that unsubscribed may subscribe again', async () => {
    process.env.NEWSLETTER_CONFIRM = '0';
    try {
      expect(await subscribeToNewsletter(db, 1, 'back@example.com')).toBe('SUBSCRIBED');
      await db.query(
        "UPDATE newsletter_subscriber SET status = 'UNSUBSCRIBED' WHERE email = 'back@example.com'",
      );
      expect(await subscribeToNewsletter(db, 1, 'back@example.com')).toBe('SUBSCRIBED');
      await expect(subscribeToNewsletter(db, 1, 'back@example.com')).rejects.toThrow(
        'This email address is already subscribed.',
      );
      expect((await outbox('back@example.com')).map((m) => m.template)).toEqual([
        'newsletter_subscription_success',
        'newsletter_subscription_success',
      ]);
    } finally {
      delete process.env.NEWSLETTER_CONFIRM;
    }
  });
});

describe('contact and business inquiry rows', () => {
  it('stores a contact request with trimmed fields and queues it for support', async () => {
    await submitContactRequest(db, 9, {
      name: ' Claire Martin ',
      email: 'Claire@Example.fr',
      telephone: '',
      comment: ' Bonjour ! ',
    });
    const rows = await db.query('SELECT store_id, name, email, telephone, comment FROM contact_request');
    expect(rows).toContainEqual({
      store_id: 9,
      name: 'Claire Martin',
      email: 'claire@example.fr',
      telephone: null,
      comment: 'Bonjour !',
    });
    const mail = (await outbox('support')).at(-1);
    expect(mail).toMatchObject({
      template: 'contact_email_template',
      payload: { email: 'claire@example.fr' },
    });
  });

  it('stores an inquiry, notifies sales and confirms to the sender with the reply window', async () => {
    const id = await submitBusinessInquiry(db, 1, {
      name: 'Ava Smith',
      email: 'ava@spa.example',
      company: 'Northern Spa',
      position: 'Owner',
      country_code: 'fi',
      message: 'Wholesale prices, please.',
    });
    const rows = await db.query('SELECT company, country_code FROM business_inquiry WHERE inquiry_id = $1', [
      id,
    ]);
    expect(rows).toEqual([{ company: 'Northern Spa', country_code: 'FI' }]);
    expect((await outbox('sales')).at(-1)).toMatchObject({
      template: 'business_inquiry_sales',
      payload: { inquiry_id: id, company: 'Northern Spa', country_code: 'FI' },
    });
    expect(await outbox('ava@spa.example')).toEqual([
      {
        template: 'business_inquiry_received',
        store_id: 1,
        status: 'QUEUED',
        payload: { inquiry_id: id, name: 'Ava Smith', reply_min_working_days: 3, reply_max_working_days: 5 },
      },
    ]);
  });

  it('stores nothing when validation fails', async () => {
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM business_inquiry');
    await expect(
      submitBusinessInquiry(db, 1, {
        name: 'X',
        email: 'x@example.com',
        company: 'X',
        position: 'X',
        country_code: 'ZZ',
        message: 'X',
      }),
    ).rejects.toThrow('Country code is not valid');
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM business_inquiry');
    expect(after).toEqual(before);
  });
});

describe('quiz submission rows', () => {
  it('records the answers and recommendations and queues the results mail', async () => {
    const out = await submitQuiz(db, 6, {
      quiz_id: 1,
      email: 'Quiz@Example.de',
      terms_accepted: true,
      answers: [
        { question_code: 'routine', answer_codes: ['minimal'] },
        { question_code: 'concerns', answer_codes: ['dullness', 'dullness'] },
        { question_code: 'skin_type', answer_codes: ['normal'] },
      ],
    });
    const rows = await db.query<{
      email: string;
      answers: unknown;
      recommended_skus: string;
      store_id: number;
    }>(
      'SELECT email, answers, recommended_skus, store_id FROM product_quiz_submission WHERE submission_id = $1',
      [out.submission_id],
    );
    expect(rows).toEqual([
      {
        email: 'quiz@example.de',
        store_id: 6,
        // In question order, duplicates removed.
        answers: [
          { question: 'skin_type', answers: ['normal'] },
          { question: 'concerns', answers: ['dullness'] },
          { question: 'routine', answers: ['minimal'] },
        ],
        recommended_skus: out.recommendations.map((r) => r.sku).join(','),
      },
    ]);
    expect(out.recommendations.map((r) => r.step)).toEqual(['CLEANSE', 'TREAT', 'MOISTURISE']);
    const mail = await outbox('quiz@example.de');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      template: 'product_quiz_results',
      store_id: 6,
      payload: { submission_id: out.submission_id, quiz: 'skin-quiz', recommendations: out.recommendations },
    });
  });
});
