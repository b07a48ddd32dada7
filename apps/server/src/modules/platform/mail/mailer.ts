import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Executor } from '../../../db/client.js';
import { enqueueJob, type JobRegistry } from '../../../jobs/job-definition.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { type AttachmentInput, insertAttachments, insertOutboxMessage } from './mail.repo.js';
import { createMailDeliveryJob } from './mail-delivery.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (a Letter of Authorization); kept with the outbox row until it is sent. */
  attachments?: readonly AttachmentInput[];
}

/**
 * E-mail through the outbox and the job queue: `queue` writes the message and, with SMTP, its delivery job
 * (`mail.send`) in the transaction of its cause. A rolled-back change never mails; a committed one is sent by
 * whichever runner takes the job, retried with backoff, and never lost to a crash or a restart. Without SMTP the
 * outbox row is the delivery (development outbox page). The text and HTML are stored sealed under SECRETS_KEY.
 */
export interface Mailer {
  /** True when no SMTP server is configured: messages stay in the outbox for /dev/outbox. */
  readonly isOutboxOnly: boolean;
  queue(tx: Executor, message: MailMessage): Promise<string>;
}

export interface MailerOptions {
  from: string;
  smtpUrl?: string | undefined;
  /** A nodemailer transport to use instead of SMTP_URL (tests). */
  transport?: Transporter;
  /** Where the delivery job is registered (the app's job registry). */
  jobs: JobRegistry;
  /** Seals the text and HTML of every stored message (they hold verification, reset and invite links). */
  secrets: SecretBox;
  log?: FastifyBaseLogger;
}

/** An SMTP server that stops answering fails the attempt within seconds instead of holding the job's lease. */
function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl) : null);
  const delivery = transport
    ? createMailDeliveryJob({
        transport,
        from: options.from,
        secrets: options.secrets,
        ...(options.log ? { log: options.log } : {}),
      })
    : null;
  if (delivery) options.jobs.register(delivery);

  return {
    isOutboxOnly: delivery === null,
    async queue(tx, message) {
      const { attachments = [], text, html, ...fields } = message;
      // The body holds the message's token link: stored sealed, so reading the table gives no one a usable link.
      const id = await insertOutboxMessage(tx, {
        ...fields,
        text: options.secrets.seal(text, 'mail'),
        html: options.secrets.seal(html, 'mail'),
        status: delivery ? 'pending' : 'stored',
      });
      await insertAttachments(tx, id, attachments);
      if (delivery) await enqueueJob(tx, delivery, { outbox_id: id });
      return id;
    },
  };
}
