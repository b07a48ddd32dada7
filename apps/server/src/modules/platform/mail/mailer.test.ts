import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { escapeHtml } from './html.js';
import { findOutboxMessages } from './mail.repo.js';
import { createMailer } from './mailer.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ seed: false });
});
afterAll(async () => {
  await harness?.close();
});

const MESSAGE = {
  to: 'someone@example.org',
  subject: 'Hello <b>',
  text: 'Visit https://portal.test/x?a=1&b=2',
  html: '<p>x</p>',
};

describe('mailer', () => {
  it('with SMTP: sends the files queued with a message as attachments', async () => {
    const sent: { attachments?: { filename: string; contentType: string; content: Buffer }[] }[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    transport.sendMail = ((mail: (typeof sent)[number]) => {
      sent.push(mail);
      return Promise.resolve({});
    }) as unknown as typeof transport.sendMail;
    const mailer = createMailer({ db: harness.database.db, from: 'p@example.org', transport });
    const pdf = Buffer.from('%PDF-1.4 letter');
    const id = await harness.database.db.transaction((tx) =>
      mailer.queue(tx, {
        ...MESSAGE,
        attachments: [{ filename: 'LOA.pdf', contentType: 'application/pdf', data: pdf }],
      }),
    );
    const other = await harness.database.db.transaction((tx) => mailer.queue(tx, MESSAGE));
    mailer.dispatch([id, other]);
    await mailer.flush();
    expect(sent).toHaveLength(2);
    // Each message carries only its own files, whatever order the outbox reads them in.
    expect(sent.map((mail) => mail.attachments)).toEqual(
      expect.arrayContaining([[{ filename: 'LOA.pdf', contentType: 'application/pdf', content: pdf }], []]),
    );
  });

  it('without SMTP: the outbox row is the delivery (stored)', async () => {
    const mailer = createMailer({ db: harness.database.db, from: 'Portal <p@example.org>' });
    expect(mailer.isOutboxOnly).toBe(true);
    const id = await harness.database.db.transaction((tx) => mailer.queue(tx, MESSAGE));
    mailer.dispatch([id]);
    await mailer.flush();
    expect((await findOutboxMessages(harness.database.db, [id]))[0]?.status).toBe('stored');
  });

  it('with SMTP: sends after commit and marks the row sent, or failed with the reason', async () => {
    const sent: unknown[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = ((mail: unknown) => {
      sent.push(mail);
      return original(mail as never);
    }) as typeof transport.sendMail;
    const mailer = createMailer({ db: harness.database.db, from: 'Portal <p@example.org>', transport });
    const id = await harness.database.db.transaction((tx) => mailer.queue(tx, MESSAGE));
    expect((await findOutboxMessages(harness.database.db, [id]))[0]?.status).toBe('pending');
    mailer.dispatch([id]);
    await mailer.flush();
    expect(sent).toHaveLength(1);
    const [row] = await findOutboxMessages(harness.database.db, [id]);
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toBeInstanceOf(Date);

    const failing = nodemailer.createTransport({ jsonTransport: true });
    failing.sendMail = (() => Promise.reject(new Error('550 mailbox unavailable'))) as typeof failing.sendMail;
    const failingMailer = createMailer({ db: harness.database.db, from: 'p@example.org', transport: failing });
    const failedId = await harness.database.db.transaction((tx) => failingMailer.queue(tx, MESSAGE));
    failingMailer.dispatch([failedId]);
    await failingMailer.flush();
    const [failed] = await findOutboxMessages(harness.database.db, [failedId]);
    expect(failed).toMatchObject({ status: 'failed', error: '550 mailbox unavailable' });
  });

  it('a rolled-back transaction leaves no message', async () => {
    const mailer = createMailer({ db: harness.database.db, from: 'p@example.org' });
    let queued = '';
    await harness.database.db
      .transaction(async (tx) => {
        queued = await mailer.queue(tx, MESSAGE);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await findOutboxMessages(harness.database.db, [queued])).toEqual([]);
  });
});

describe('development outbox', () => {
  it('lists messages newest first as JSON with their links, and as an escaped HTML page', async () => {
    const mailer = createMailer({ db: harness.database.db, from: 'p@example.org' });
    await harness.database.db.transaction((tx) => mailer.queue(tx, { ...MESSAGE, subject: 'Newest <script>' }));
    const json = await harness.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(json.json()[0]).toMatchObject({ subject: 'Newest <script>', links: ['https://portal.test/x?a=1&b=2'] });
    const page = await harness.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(escapeHtml('Newest <script>'));
    expect(page.body).not.toContain('Newest <script>');
    expect(page.body).toContain('<a href="https://portal.test/x?a=1&amp;b=2">');
  });

  it('is not served when SMTP_URL is set', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    const app = await buildApp({ config, database: harness.database });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
