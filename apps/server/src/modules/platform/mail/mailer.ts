import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Executor } from '../../../db/client.js';
import {
  type AttachmentInput,
  findAttachments,
  findOutboxMessages,
  insertAttachments,
  insertOutboxMessage,
  markOutboxMessage,
} from './mail.repo.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (a Letter of Authorization); kept with the outbox row until it is sent. */
  attachments?: readonly AttachmentInput[];
}

/**
 * E-mail through the outbox: a message is written in the transaction of its cause (`queue`), and sent only after
 * that transaction committed (`dispatch`), so a rolled-back change never mails and a slow SMTP server never holds
 * a transaction open. Without SMTP the outbox row is the delivery (development outbox page).
 */
export interface Mailer {
  /** True when no SMTP server is configured: messages stay in the outbox for /dev/outbox. */
  readonly isOutboxOnly: boolean;
  queue(tx: Executor, message: MailMessage): Promise<string>;
  /** Sends queued messages in the background; failures are recorded on their outbox rows, never thrown. */
  dispatch(ids: readonly string[]): void;
  /** Waits for the background sends (shutdown, tests). */
  flush(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  from: string;
  smtpUrl?: string | undefined;
  /** A nodemailer transport to use instead of SMTP_URL (tests). */
  transport?: Transporter;
  log?: FastifyBaseLogger;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
  const running = new Set<Promise<void>>();

  async function send(ids: readonly string[]): Promise<void> {
    if (!transport) return;
    const attachments = await findAttachments(options.db, ids);
    for (const message of await findOutboxMessages(options.db, ids)) {
      if (message.status !== 'pending') continue;
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: attachments
            .filter((file) => file.outboxId === message.id)
            .map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.data })),
        });
        await markOutboxMessage(options.db, message.id, { status: 'sent', sentAt: new Date() });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        options.log?.warn({ outbox_id: message.id, reason }, 'e-mail not sent');
        await markOutboxMessage(options.db, message.id, { status: 'failed', error: reason.slice(0, 1000) });
      }
    }
  }

  return {
    isOutboxOnly: transport === null,
    async queue(tx, message) {
      const { attachments = [], ...fields } = message;
      const id = await insertOutboxMessage(tx, { ...fields, status: transport ? 'pending' : 'stored' });
      await insertAttachments(tx, id, attachments);
      return id;
    },
    dispatch(ids) {
      if (!transport || ids.length === 0) return;
      const job = send(ids)
        .catch((error: unknown) => options.log?.error({ err: error }, 'e-mail dispatch failed'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async flush() {
      await Promise.all([...running]);
    },
  };
}
