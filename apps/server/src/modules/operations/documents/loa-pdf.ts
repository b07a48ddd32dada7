import { createRequire } from 'node:module';

// pdfkit (with its font engine) takes a noticeable part of a start to load; only a Letter of Authorization needs it.
const require = createRequire(import.meta.url);
const loadPdfKit = (): typeof import('pdfkit') => require('pdfkit');

/** What a Letter of Authorization states: who authorises whom, and where the port is handed over. */
export interface LoaDetails {
  /** The port owner's company, who asked for the letter (the PDF's author). */
  issuerName: string;
  /** The customer named on the letter as the authorizing party (`loa_customer_name`, the company by default). */
  authorizedName: string;
  /** The provider: its letterhead heads the letter, and the customer names it as its agent. */
  providerName: string;
  portCircuitId: string;
  speed: string;
  media: string;
  /** The data center: its name, site code and postal address lines. */
  site: string;
  siteCode: string;
  addressLines: readonly string[];
  /** The demarcation point the network assigned to the port. */
  cage: string;
  panel: string;
  module: string;
  position: string;
  issuedAt: Date;
  /** How long the letter stays valid. */
  validDays: number;
  /** The document id, printed so the data center can quote it back. */
  reference: string;
}

const MARGIN = 56;

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text(text).moveDown(0.3);
}

/** Label and value rows, the labels in a fixed-width column. */
function facts(doc: PDFKit.PDFDocument, rows: readonly (readonly [string, string])[]): void {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(label, MARGIN, y, { width: 140 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(value, MARGIN + 150, y, { width: doc.page.width - 2 * MARGIN - 150 });
    doc.x = MARGIN;
    doc.moveDown(0.2);
  }
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The provider's letterhead: its name and what the letter is, over a rule across the page. */
function letterhead(doc: PDFKit.PDFDocument, providerName: string): void {
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#1c4f9c').text(providerName);
  doc.font('Helvetica').fontSize(9).fillColor('#444444').text('Network services · Letter of Authorization');
  const y = doc.y + 6;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(1)
    .strokeColor('#1c4f9c')
    .stroke();
  doc.fillColor('#000000').moveDown(1.5);
}

/**
 * Renders a Letter of Authorization as a PDF on the provider's letterhead: the customer, as the authorizing party,
 * names the provider its agent for a cross connect to the port's demarcation point (site, address, cage, panel,
 * module, position). Pure: the same details give the same text; only the PDF's own timestamps differ.
 */
export function renderLoaPdf(details: LoaDetails): Promise<Buffer> {
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Letter of Authorization ${details.portCircuitId}`,
      Author: details.issuerName,
      Subject: 'Letter of Authorization and Connecting Facility Assignment',
      CreationDate: details.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const validUntil = new Date(details.issuedAt.getTime() + details.validDays * 24 * 60 * 60 * 1000);
  letterhead(doc, details.providerName);
  doc.font('Helvetica-Bold').fontSize(18).text('Letter of Authorization');
  doc.font('Helvetica').fontSize(10).text('Connecting Facility Assignment (CFA)').moveDown(1);
  doc
    .fontSize(10)
    .text(
      `${details.authorizedName} (the customer) authorizes ${details.providerName} to act as its agent in ordering ` +
        'and arranging a cross connect to the port below, at the demarcation point stated here. The data center ' +
        `may rely on this letter until ${isoDate(validUntil)}.`,
    );

  heading(doc, 'Port');
  facts(doc, [
    ['Circuit ID', details.portCircuitId],
    ['Speed and media', `${details.speed} ${details.media}`],
    ['Authorizing party', `${details.authorizedName} (customer)`],
    ['Agent', `${details.providerName} (provider)`],
  ]);

  heading(doc, 'Demarcation point');
  facts(doc, [
    ['Site', `${details.site} (${details.siteCode})`],
    ['Address', details.addressLines.filter((line) => line.trim() !== '').join(', ')],
    ['Cage', details.cage],
    ['Panel', details.panel],
    ['Module', details.module],
    ['Position', details.position],
  ]);

  heading(doc, 'Validity');
  facts(doc, [
    ['Issued', isoDate(details.issuedAt)],
    ['Valid until', isoDate(validUntil)],
    ['Reference', details.reference],
  ]);

  doc
    .moveDown(2)
    .font('Helvetica-Oblique')
    .fontSize(9)
    .text(
      'Quote the circuit ID and the reference when you order the cross connect. This letter was issued ' +
        'electronically through the customer portal and needs no signature.',
    );
  doc.end();
  return done;
}
