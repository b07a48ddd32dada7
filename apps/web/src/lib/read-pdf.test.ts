import { describe, expect, it } from 'vitest';
import { readPdf } from './read-pdf';

const REFUSAL = 'The LOA must be a PDF file, base64-encoded, of at most 1 MB.';

describe('reading a chosen PDF', () => {
  it('answers the base64 of a PDF', async () => {
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'loa.pdf', { type: 'application/pdf' });
    expect(await readPdf(pdf, REFUSAL)).toEqual({ base64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64') });
  });

  it('reads a PDF of a megabyte whole', async () => {
    const bytes = new Uint8Array(1024 * 1024).fill(65);
    bytes.set(Buffer.from('%PDF-'));
    const read = await readPdf(new File([bytes], 'big.pdf'), REFUSAL);
    expect('base64' in read && Buffer.from(read.base64, 'base64').equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses with the given message a file that is no PDF or weighs too much', async () => {
    expect(await readPdf(new File(['hello'], 'loa.txt'), REFUSAL)).toEqual({ error: REFUSAL });
    expect(await readPdf(new File(['%PDF-1.4 more'], 'loa.pdf'), REFUSAL, 8)).toEqual({ error: REFUSAL });
  });
});
