import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type LoaDetails, renderLoaPdf } from './loa-pdf.js';

const DETAILS: LoaDetails = {
  issuerName: 'Acme Networks',
  authorizedName: 'Acme Networks',
  providerName: 'Fabric Provider Inc.',
  portCircuitId: 'PF-AP-WDC1-1726464',
  speed: '10Gbps',
  media: 'LR',
  site: 'Equinix DC2',
  siteCode: 'EQ-DC2',
  addressLines: ['21715 Filigree Court', '', 'Ashburn, VA 20147', 'US'],
  cage: 'Cage 42',
  panel: 'MMR-3',
  module: 'M2',
  position: '17',
  issuedAt: new Date('2025-03-01T12:00:00Z'),
  validDays: 90,
  reference: '6f0c2a9e-0000-4000-8000-000000000001',
};

/** The text a PDF shows: every content stream inflated, the strings of its TJ/Tj operators decoded, a line each. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        operator[1] !== undefined ? [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [operator[2]];
      lines.push(hexes.map((hex) => Buffer.from(hex ?? '', 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}

describe('renderLoaPdf', () => {
  it('produces a PDF document', async () => {
    const pdf = await renderLoaPdf(DETAILS);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.toString('latin1')).toContain('/Title');
  });

  it('is on the provider letterhead, naming the customer as the authorizing party and the provider its agent', async () => {
    const text = pdfText(await renderLoaPdf(DETAILS));
    const lines = text.split('\n');
    // The letterhead comes first: the provider's name, then the title.
    expect(lines[0]).toBe('Fabric Provider Inc.');
    expect(lines.indexOf('Fabric Provider Inc.')).toBeLessThan(lines.indexOf('Letter of Authorization'));
    expect(text.replace(/\n/g, ' ')).toMatch(
      /Acme Networks \(the customer\) authorizes Fabric Provider Inc\. to act as its\s+agent/,
    );
    expect(text).toContain('Acme Networks (customer)');
    expect(text).toContain('Fabric Provider Inc. (provider)');
    expect(text).not.toMatch(/Acme Networks authorizes Acme Networks/);
  });

  it('states the demarcation point of the port', async () => {
    const text = pdfText(await renderLoaPdf(DETAILS));
    expect(text).toContain('Letter of Authorization');
    for (const value of [
      'PF-AP-WDC1-1726464',
      'Acme Networks',
      'Equinix DC2 (EQ-DC2)',
      '21715 Filigree Court, Ashburn, VA 20147, US',
      'Cage 42',
      'MMR-3',
      'M2',
      '17',
      '10Gbps LR',
      '2025-03-01',
      // 90 days after the issue date.
      '2025-05-30',
      DETAILS.reference,
    ]) {
      expect(text).toContain(value);
    }
  });

  it('changes with the details it is given', async () => {
    const text = pdfText(await renderLoaPdf({ ...DETAILS, panel: 'MMR-9', authorizedName: 'Other Party' }));
    expect(text).toContain('MMR-9');
    expect(text).toContain('Other Party');
    expect(text).not.toContain('MMR-3');
  });
});
