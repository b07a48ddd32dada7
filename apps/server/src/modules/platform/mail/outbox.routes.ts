import { type OutboxMessage, routeTable } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import { AppError, notFound } from '../../../http/app-error.js';
import { resolveAuth } from '../../../http/authenticate.js';
import { mountRoute } from '../../../http/mount-route.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { escapeHtml, linksIn } from './html.js';
import { type AttachmentRow, findAttachment, findAttachments, listOutbox, type OutboxRow } from './mail.repo.js';

const OUTBOX_PAGE_SIZE = 100;

/** A stored message, opened (its text and HTML are sealed at rest) for the developer reading the outbox. */
function presentOutboxMessage(row: OutboxRow, files: readonly AttachmentRow[], secrets: SecretBox): OutboxMessage {
  const text = secrets.open(row.text, 'mail');
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text,
    html: secrets.open(row.html, 'mail'),
    status: row.status,
    links: linksIn(text),
    attachments: files
      .filter((file) => file.outboxId === row.id)
      .map((file) => ({
        filename: file.filename,
        content_type: file.contentType,
        size: file.byteSize,
        url: `/dev/outbox/attachments/${file.id}`,
      })),
    time_created: row.createdAt.toISOString(),
  };
}

/** The text of a message with its links made clickable; everything else escaped. */
function textWithLinks(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function outboxPage(messages: OutboxMessage[]): string {
  const items = messages.map(
    (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.time_created)} · ${escapeHtml(message.status)}</p>
<pre>${textWithLinks(message.text)}</pre>
${message.attachments.map((file) => `<p class="meta">Attachment: <a href="${escapeHtml(file.url)}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.content_type)}, ${file.size} bytes)</p>`).join('\n')}
</article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development outbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}.meta{color:#666}pre{white-space:pre-wrap}</style>
</head><body>
<h1>Development outbox</h1>
<p>Development only: no SMTP_URL is set, so e-mail is kept here instead of being sent. Newest first.</p>
${items.length > 0 ? items.join('\n') : '<p>No messages yet.</p>'}
</body></html>`;
}

export const OUTBOX_REFUSED_MESSAGE =
  'The development outbox is readable only on this machine (the loopback address) or by an administrator of the provider.';

/** Headers a proxy adds: a request that carries one was forwarded, whatever address the socket shows. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'] as const;

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * A request straight from this machine: the socket's own peer (never `request.ip`, which follows X-Forwarded-For
 * under TRUST_PROXY) is a loopback address, and no proxy header says it was forwarded for someone else (a proxy on
 * the same host connects from the loopback address for every visitor).
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * The outbox holds every company's mail (reset and invite links among it), so besides a developer on this machine
 * only an administrator of the provider's own company may read it; a customer's admin may not.
 */
async function assertOutboxReader(request: FastifyRequest): Promise<void> {
  if (isDirectLoopback(request)) return;
  const auth = await resolveAuth(request);
  const isProviderAdmin =
    auth !== null &&
    auth.onBehalfOf === undefined &&
    auth.session?.isMfaPending !== true &&
    auth.customer.isProvider &&
    auth.user.groupName === 'admin';
  if (!isProviderAdmin) throw new AppError('forbidden', OUTBOX_REFUSED_MESSAGE);
}

/**
 * Development only: registered when SMTP_URL is unset and NODE_ENV is not production, so links sent by e-mail work
 * on the embedded default. Readable from the loopback address or by an administrator of the provider (403 else).
 */
export function registerDevOutboxRoutes(app: FastifyInstance, deps: { db: Database; secrets: SecretBox }): void {
  const messages = async () => {
    const rows = await listOutbox(deps.db, OUTBOX_PAGE_SIZE);
    const files = await findAttachments(
      deps.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentOutboxMessage(row, files, deps.secrets));
  };

  mountRoute(app, deps.db, routeTable.devOutbox.json, async (request) => {
    await assertOutboxReader(request);
    return messages();
  });

  mountRoute(app, deps.db, routeTable.devOutbox.page, async (request, reply) => {
    await assertOutboxReader(request);
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    return outboxPage(await messages());
  });

  mountRoute(app, deps.db, routeTable.devOutbox.attachment, async (request, reply) => {
    await assertOutboxReader(request);
    const file = await findAttachment(deps.db, request.params.id);
    if (!file) throw notFound('No such attachment.');
    const name = file.filename.replace(/[^\w. -]/g, '_');
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('x-content-type-options', 'nosniff');
    return file.data;
  });
}
