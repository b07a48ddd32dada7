import { escapeHtml } from '../../platform/mail/html.js';
import type { MailMessage } from '../../platform/mail/mailer.js';

/** The e-mail that carries a Letter of Authorization to the party it authorises, the PDF attached. */
export function loaMail(input: {
  to: string;
  issuerName: string;
  authorizedName: string;
  portCircuitId: string;
  site: string;
  fileName: string;
  pdf: Buffer;
}): MailMessage {
  const paragraphs = [
    `${input.issuerName} has issued a Letter of Authorization for ${input.authorizedName}.`,
    `It authorises a cross connect to port ${input.portCircuitId} at ${input.site}. The letter, with the ` +
      'demarcation point (cage, panel, module and position), is attached as a PDF.',
    'Hand it to the data center when you order the cross connect.',
  ];
  const text = [`Hello ${input.authorizedName},`, '', ...paragraphs.flatMap((line) => [line, ''])].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>Hello ${escapeHtml(input.authorizedName)},</p>`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n');
  return {
    to: input.to,
    subject: `Letter of Authorization for ${input.portCircuitId}`,
    text,
    html,
    attachments: [{ filename: input.fileName, contentType: 'application/pdf', data: input.pdf }],
  };
}
