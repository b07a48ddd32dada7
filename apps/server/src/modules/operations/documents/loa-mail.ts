import { escapeHtml } from '../../platform/mail/html.js';
import type { MailMessage } from '../../platform/mail/mailer.js';

/** The e-mail that carries a Letter of Authorization to where the customer sends it, the PDF attached. */
export function loaMail(input: {
  to: string;
  issuerName: string;
  /** The customer named on the letter as the authorizing party. */
  authorizedName: string;
  /** The provider, whom the letter names as the customer's agent. */
  providerName: string;
  portCircuitId: string;
  site: string;
  fileName: string;
  pdf: Buffer;
}): MailMessage {
  const paragraphs = [
    `${input.issuerName} has issued a Letter of Authorization: ${input.authorizedName} authorizes ` +
      `${input.providerName} to act as its agent for a cross connect to port ${input.portCircuitId} at ${input.site}.`,
    'The letter, on the letterhead of the provider and with the demarcation point (cage, panel, module and ' +
      'position), is attached as a PDF.',
    'Hand it to the data center when you order the cross connect.',
  ];
  const text = ['Hello,', '', ...paragraphs.flatMap((line) => [line, ''])].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5">',
    '<p>Hello,</p>',
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
