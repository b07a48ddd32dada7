import type { BackoffPolicy } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { findAttachments, findOutboxMessages, markOutboxSent, recordDeliveryFailure } from './mail.repo.js';

/** SMTP refusals are retried 2 s, 4 s, 8 s … up to 10 minutes apart: ten attempts over about 17 minutes. */
export const MAIL_DELIVERY_BACKOFF: BackoffPolicy = { baseMs: 2000, maxMs: 10 * 60_000, jitter: 0.2 };
export const MAIL_DELIVERY_ATTEMPTS = 10;

const payloadSchema = z.object({ outbox_id: z.uuid() });

/**
 * `mail.send`: delivers one outbox row over SMTP. The job is enqueued in the transaction that wrote the row, so a
 * message exists exactly when its cause committed, and survives a stop of the process until a runner sends it. The
 * send happens outside any transaction; the row turns `sent` in the job's own transaction. A refusal or a dropped
 * connection is retried with backoff; after the last attempt the row is `failed` with the reason, and logged.
 * Delivery is at least once: a runner dying between the send and that commit sends the message again.
 */
export function createMailDeliveryJob(deps: {
  transport: Transporter;
  from: string;
  secrets: SecretBox;
  log?: FastifyBaseLogger;
}) {
  return defineJob({
    type: 'mail.send',
    version: 1,
    schema: payloadSchema,
    maxAttempts: MAIL_DELIVERY_ATTEMPTS,
    backoff: MAIL_DELIVERY_BACKOFF,
    async effect({ db, payload }) {
      const [message] = await findOutboxMessages(db, [payload.outbox_id]);
      // Sent already (a repeated job) or gone: nothing to deliver.
      if (message?.status !== 'pending') return;
      const attachments = await findAttachments(db, [message.id]);
      await deps.transport.sendMail({
        from: deps.from,
        to: message.to,
        subject: message.subject,
        text: deps.secrets.open(message.text, 'mail'),
        html: deps.secrets.open(message.html, 'mail'),
        attachments: attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.data,
        })),
      });
    },
    async handle({ tx, payload }) {
      await markOutboxSent(tx, payload.outbox_id);
    },
    async onFailure({ db, job, error, isFinal }) {
      const parsed = payloadSchema.safeParse(job.payload);
      if (!parsed.success) return;
      await recordDeliveryFailure(db, parsed.data.outbox_id, { error: error.slice(0, 1000), isFinal });
      if (isFinal) {
        deps.log?.error(
          { outbox_id: parsed.data.outbox_id, attempts: job.attempts, reason: error },
          'e-mail not sent: gave up after the last attempt',
        );
      }
    },
  });
}
