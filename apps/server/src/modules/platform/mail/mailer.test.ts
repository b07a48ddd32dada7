import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { jobs } from '../../../db/schema/index.js';
import { JobRegistry } from '../../../jobs/job-definition.js';
import { createJobRunner } from '../../../jobs/job-runner.js';
import { jobsOfType, silentLogger, waitUntil } from '../../../jobs/testing-jobs.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { createSecretBox } from '../secrets/secret-box.js';
import { escapeHtml } from './html.js';
import { findOutboxMessages } from './mail.repo.js';
import { MAIL_DELIVERY_ATTEMPTS, MAIL_DELIVERY_BACKOFF } from './mail-delivery.js';
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

/** The test app has no SECRETS_KEY either: the same development key opens what these mailers seal. */
const secrets = createSecretBox(undefined);

type SentMail = {
  to: string;
  text?: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/** A transport that records what it is given, or refuses every message with `refusal`. */
function fakeTransport(sent: SentMail[], refusal?: string): Transporter {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  transport.sendMail = ((mail: SentMail) => {
    if (refusal) return Promise.reject(new Error(refusal));
    sent.push(mail);
    return Promise.resolve({});
  }) as unknown as typeof transport.sendMail;
  return transport;
}

function recordingLogger() {
  const errors: { fields: unknown; message: string }[] = [];
  const log = {
    info: () => undefined,
    warn: () => undefined,
    error: (fields: unknown, message: string) => errors.push({ fields, message }),
  };
  return { errors, log: log as unknown as FastifyBaseLogger };
}

/** A process's mail setup: its own job registry, a mailer over the transport, and a job runner with quick retries. */
function mailProcess(transport: Transporter | undefined, log?: FastifyBaseLogger) {
  const jobs = new JobRegistry();
  const mailer = createMailer({
    from: 'Portal <p@example.org>',
    jobs,
    secrets,
    ...(transport ? { transport } : {}),
    ...(log ? { log } : {}),
  });
  const runner = createJobRunner({
    db: harness.database.db,
    registry: jobs,
    logger: log ?? silentLogger,
    backoff: { baseMs: 1, maxMs: 1, jitter: 0 },
  });
  return { mailer, runner };
}

const outboxRow = async (id: string) => (await findOutboxMessages(harness.database.db, [id]))[0];

async function deliveryJob(outboxId: string) {
  const all = await jobsOfType(harness.database.db, 'mail.send');
  return all.find((job) => (job.payload as { outbox_id: string }).outbox_id === outboxId);
}

describe('mailer', () => {
  it('with SMTP: the message and its delivery job are written in the transaction of its cause', async () => {
    const sent: SentMail[] = [];
    const { mailer, runner } = mailProcess(fakeTransport(sent));
    expect(mailer.isOutboxOnly).toBe(false);
    const id = await harness.database.db.transaction((tx) => mailer.queue(tx, MESSAGE));
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', sentAt: null });
    expect(await deliveryJob(id)).toMatchObject({ status: 'queued', maxAttempts: MAIL_DELIVERY_ATTEMPTS });
    expect(sent).toEqual([]);

    await runner.drain();
    expect(sent).toEqual([
      expect.objectContaining({ to: MESSAGE.to, subject: MESSAGE.subject, text: MESSAGE.text, html: MESSAGE.html }),
    ]);
    const row = await outboxRow(id);
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await deliveryJob(id)).toMatchObject({ status: 'succeeded' });
  });

  it('with SMTP: sends the files queued with a message as attachments', async () => {
    const sent: SentMail[] = [];
    const { mailer, runner } = mailProcess(fakeTransport(sent));
    const pdf = Buffer.from('%PDF-1.4 letter');
    await harness.database.db.transaction((tx) =>
      mailer.queue(tx, {
        ...MESSAGE,
        attachments: [{ filename: 'LOA.pdf', contentType: 'application/pdf', data: pdf }],
      }),
    );
    await harness.database.db.transaction((tx) => mailer.queue(tx, MESSAGE));
    await runner.drain();
    expect(sent).toHaveLength(2);
    // Each message carries only its own files, whatever order the outbox reads them in.
    expect(sent.map((mail) => mail.attachments)).toEqual(
      expect.arrayContaining([[{ filename: 'LOA.pdf', contentType: 'application/pdf', content: pdf }], []]),
    );
  });

  it('stores the text and HTML sealed: the table holds no usable link, the viewer and SMTP get the plaintext', async () => {
    const { mailer } = mailProcess(undefined);
    const id = await harness.database.db.transaction((tx) => mailer.queue(tx, { ...MESSAGE, to: 'sealed@x.org' }));
    const row = await outboxRow(id);
    expect(row?.text).toMatch(/^enc:v1:/);
    expect(row?.html).toMatch(/^enc:v1:/);
    expect(`${row?.text}${row?.html}`).not.toContain('portal.test');
    const json = await harness.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    const shown = json.json().find((message: { id: string }) => message.id === id);
    expect(shown).toMatchObject({ text: MESSAGE.text, html: MESSAGE.html, links: ['https://portal.test/x?a=1&b=2'] });
  });

  it('without SMTP: the outbox row is the delivery (stored), and no job is queued', async () => {
    const { mailer } = mailProcess(undefined);
    expect(mailer.isOutboxOnly).toBe(true);
    const id = await harness.database.db.transaction((tx) => mailer.queue(tx, MESSAGE));
    expect((await outboxRow(id))?.status).toBe('stored');
    expect(await deliveryJob(id)).toBeUndefined();
  });

  it('an SMTP refusal is retried with backoff, then the message is marked failed and logged', async () => {
    const { errors, log } = recordingLogger();
    const { mailer, runner } = mailProcess(fakeTransport([], '550 mailbox unavailable'), log);
    const id = await harness.database.db.transaction((tx) => mailer.queue(tx, MESSAGE));

    await runner.runDue();
    // After one refusal the message is still on its way, with the reason kept.
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', error: '550 mailbox unavailable' });
    expect(await deliveryJob(id)).toMatchObject({ status: 'queued', attempts: 1 });

    await waitUntil(async () => {
      await runner.runDue();
      return (await deliveryJob(id))?.status === 'failed';
    }, 'the delivery job failed for good');
    expect(await deliveryJob(id)).toMatchObject({ attempts: MAIL_DELIVERY_ATTEMPTS });
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', error: '550 mailbox unavailable', sentAt: null });
    expect(errors).toContainEqual({
      fields: expect.objectContaining({ outbox_id: id, attempts: MAIL_DELIVERY_ATTEMPTS }),
      message: 'e-mail not sent: gave up after the last attempt',
    });
  });

  it("waits the delivery job's own backoff between attempts", async () => {
    const registry = new JobRegistry();
    const mailer = createMailer({
      from: 'p@example.org',
      jobs: registry,
      secrets,
      transport: fakeTransport([], '421 try later'),
    });
    const runner = createJobRunner({ db: harness.database.db, registry, logger: silentLogger });
    const id = await harness.database.db.transaction((tx) => mailer.queue(tx, MESSAGE));
    await runner.runDue();
    const job = await deliveryJob(id);
    const waitMs = (job?.runAt.getTime() ?? 0) - (job?.updatedAt.getTime() ?? 0);
    // The first retry waits the base of MAIL_DELIVERY_BACKOFF, up to a fifth less.
    expect(waitMs).toBeGreaterThanOrEqual(MAIL_DELIVERY_BACKOFF.baseMs * 0.8 - 5);
    expect(waitMs).toBeLessThanOrEqual(MAIL_DELIVERY_BACKOFF.baseMs + 5);
    await harness.database.db.delete(jobs).where(eq(jobs.id, job?.id ?? ''));
  });

  it('a message committed before the process stopped is sent by the next one', async () => {
    const sent: SentMail[] = [];
    const before = mailProcess(fakeTransport(sent));
    const id = await harness.database.db.transaction((tx) => before.mailer.queue(tx, { ...MESSAGE, to: 'a@x.org' }));
    // The process stops here: nothing ran its runner. A new process starts with its own registry and runner.
    const after = mailProcess(fakeTransport(sent));
    await after.runner.drain();
    expect(sent.map((mail) => mail.to)).toEqual(['a@x.org']);
    expect((await outboxRow(id))?.status).toBe('sent');
  });

  it('a message whose runner died while sending is sent by another once the lease expired', async () => {
    const sent: SentMail[] = [];
    const { mailer, runner } = mailProcess(fakeTransport(sent));
    const id = await harness.database.db.transaction((tx) => mailer.queue(tx, { ...MESSAGE, to: 'b@x.org' }));
    // As a runner that leased the job and died leaves it: running, with a lease already expired.
    await harness.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, leaseOwner: 'dead-runner', leasedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, (await deliveryJob(id))?.id ?? ''));
    await runner.drain();
    expect(sent.map((mail) => mail.to)).toEqual(['b@x.org']);
    expect((await outboxRow(id))?.status).toBe('sent');
  });

  it('a rolled-back transaction leaves no message and no job', async () => {
    const { mailer } = mailProcess(fakeTransport([]));
    let queued = '';
    await harness.database.db
      .transaction(async (tx) => {
        queued = await mailer.queue(tx, MESSAGE);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await findOutboxMessages(harness.database.db, [queued])).toEqual([]);
    expect(await deliveryJob(queued)).toBeUndefined();
  });
});

describe('development outbox', () => {
  it('lists messages newest first as JSON with their links, and as an escaped HTML page', async () => {
    const { mailer } = mailProcess(undefined);
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
