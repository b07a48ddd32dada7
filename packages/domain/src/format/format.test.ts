import { describe, expect, it } from 'vitest';
import { CURRENCY, copyrightYear, formatCurrency } from './currency.js';
import { formatBitRate, formatBytes, formatSize, SIZE_UNIT_BASES } from './size-units.js';
import { speedText } from './speed-text.js';

describe('spec 9: size units', () => {
  it('uses 1024 for bytes and 1000 for bits', () => {
    expect(SIZE_UNIT_BASES).toEqual({ bytes: 1024, bits: 1000 });
  });

  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1000, '1000 B'],
    [1024 ** 3, '1 GB'],
    [1024 ** 6, '1024 PB'],
  ])('formatBytes(%d) -> %j', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it.each([
    [999, '999 bps'],
    [1000, '1 Kbps'],
    [1024, '1.02 Kbps'],
    [10_000_000_000, '10 Gbps'],
  ])('formatBitRate(%d) -> %j', (bits, expected) => {
    expect(formatBitRate(bits)).toBe(expected);
  });

  it('keeps the sign and the requested decimals', () => {
    expect(formatSize(-2048, 'bytes')).toBe('-2 KB');
    expect(formatSize(1234567, 'bits', 1)).toBe('1.2 Mbps');
  });
});

describe('spec 9: speed text', () => {
  it.each([
    [50, '50Mbps'],
    [999, '999Mbps'],
    [1000, '1Gbps'],
    [2500, '2.5Gbps'],
    [100_000, '100Gbps'],
    [1_000_000, '1000Gbps'],
    [1_000_001, '>100Gbps'],
  ])('speedText(%d) -> %j', (mbps, expected) => {
    expect(speedText(mbps)).toBe(expected);
  });
});

describe('spec 9: currency', () => {
  it('is USD, en-US, 2 decimals', () => {
    expect(CURRENCY).toEqual({ code: 'USD', locale: 'en-US', decimals: 2 });
  });

  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [0.005, '$0.01'],
    [-12, '-$12.00'],
  ])('formatCurrency(%d) -> %j', (amount, expected) => {
    expect(formatCurrency(amount)).toBe(expected);
  });

  it('takes the copyright year from the date', () => {
    expect(copyrightYear(new Date(2031, 5, 1))).toBe(2031);
  });
});
