import { escapeHtml } from './html.js';
import type { MailMessage } from './mailer.js';

interface MailBody {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
}

function compose(body: MailBody): MailMessage {
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${body.action.label}: ${body.action.url}`,
    '',
    body.footer,
  ].join('\n');
  const paragraphs = body.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(body.greeting)}</p>`,
    paragraphs,
    `<p><a href="${escapeHtml(body.action.url)}">${escapeHtml(body.action.label)}</a></p>`,
    `<p style="color: #666">${escapeHtml(body.footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: body.to, subject: body.subject, text, html };
}

function linkWith(origin: string, path: string, query: Record<string, string>): string {
  return `${origin}${path}?${new URLSearchParams(query).toString()}`;
}

/** The e-mail verification link: `{origin}/verify-user?code=…&login=…`, valid 48 hours. */
export function verificationMail(input: {
  to: string;
  firstName: string;
  login: string;
  code: string;
  origin: string;
}) {
  return compose({
    to: input.to,
    subject: 'Verify your e-mail address',
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      'Please confirm that this is your e-mail address to finish setting up your portal account.',
      'The link is valid for 48 hours.',
    ],
    action: {
      label: 'Verify your e-mail address',
      url: linkWith(input.origin, '/verify-user', { code: input.code, login: input.login }),
    },
    footer: 'If you did not create an account, you can ignore this message.',
  });
}

/** The password reset link: `{origin}/reset-password?rt=…`, single use, valid one hour. */
export function passwordResetMail(input: { to: string; firstName: string; token: string; origin: string }) {
  return compose({
    to: input.to,
    subject: 'Reset your password',
    greeting: `Hello ${input.firstName},`,
    paragraphs: ['Someone asked to reset the password of your portal account. The link works once and for one hour.'],
    action: { label: 'Choose a new password', url: linkWith(input.origin, '/reset-password', { rt: input.token }) },
    footer: 'If you did not ask for this, you can ignore this message: your password stays as it is.',
  });
}

/** The team invite link: `{origin}/accept-invite?token=…`, single use, valid 7 days. */
export function teamInviteMail(input: {
  to: string;
  companyName: string;
  inviterName: string;
  group: string;
  token: string;
  origin: string;
}) {
  return compose({
    to: input.to,
    subject: `You are invited to join ${input.companyName} on the portal`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.inviterName} invited you to join ${input.companyName} on the portal, in the ${input.group} group.`,
      'The invitation is valid for 7 days.',
    ],
    action: { label: 'Accept the invitation', url: linkWith(input.origin, '/accept-invite', { token: input.token }) },
    footer: 'If you did not expect this invitation, you can ignore this message.',
  });
}
