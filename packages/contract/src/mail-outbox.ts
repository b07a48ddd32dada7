import { z } from 'zod';
import { defineRoute } from './route.js';

/**
 * A message of the mail outbox. Every e-mail is written here in the transaction of its cause, then sent after
 * commit: `sent` or `failed` with SMTP, `stored` without (development: read it at /dev/outbox).
 */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'stored']),
  /** The links of the text, in order (the verification, reset or invite link). */
  links: z.array(z.string()),
  /** The files sent with the message (a Letter of Authorization PDF). */
  attachments: z.array(
    z.object({ filename: z.string(), content_type: z.string(), size: z.number().int(), url: z.string() }),
  ),
  time_created: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const mailOutboxRoutes = {
  page: defineRoute({
    method: 'GET',
    base: 'root',
    path: '/dev/outbox',
    access: 'public',
    tag: 'Development',
    summary:
      'Development only, served when SMTP_URL is unset: an HTML page of the outbox, newest first, links clickable. ' +
      'Answers the loopback address (not forwarded by a proxy) or an administrator of the provider; 403 else.',
    response: null,
    responseType: 'text/html',
    errors: [403],
  }),
  json: defineRoute({
    method: 'GET',
    base: 'root',
    path: '/dev/outbox.json',
    access: 'public',
    tag: 'Development',
    summary:
      'Development only, served when SMTP_URL is unset: the outbox as JSON, newest first. Answers the loopback ' +
      'address (not forwarded by a proxy) or an administrator of the provider; 403 else.',
    response: z.array(outboxMessageSchema),
    errors: [403],
  }),
  attachment: defineRoute({
    method: 'GET',
    base: 'root',
    path: '/dev/outbox/attachments/:id',
    access: 'public',
    tag: 'Development',
    summary:
      'Development only, served when SMTP_URL is unset: a file sent with an outbox message, as a download. Same ' +
      'readers as the outbox.',
    params: z.object({ id: z.uuid() }),
    response: null,
    responseType: 'application/octet-stream',
    errors: [403],
  }),
};
