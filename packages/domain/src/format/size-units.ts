/** spec 9: size units, 1024 for bytes and 1000 for bits. */
export const SIZE_UNIT_BASES = { bytes: 1024, bits: 1000 } as const;

/** spec 9: the unit names, bytes and bit rates (traffic unit default bps). */
export const SIZE_UNITS = {
  bytes: ['B', 'KB', 'MB', 'GB', 'TB', 'PB'],
  bits: ['bps', 'Kbps', 'Mbps', 'Gbps', 'Tbps', 'Pbps'],
} as const;

/** spec 9: a size kind. */
export type SizeKind = keyof typeof SIZE_UNIT_BASES;

/** spec 9: a size in the largest fitting unit (1024 steps for bytes, 1000 for bits), e.g. '1.5 KB'. */
export function formatSize(value: number, kind: SizeKind, decimals = 2): string {
  const base = SIZE_UNIT_BASES[kind];
  const units = SIZE_UNITS[kind];
  let amount = Math.abs(value);
  let index = 0;
  while (amount >= base && index < units.length - 1) {
    amount /= base;
    index += 1;
  }
  const rounded = Number(amount.toFixed(decimals)) * Math.sign(value || 1);
  return `${rounded} ${units[index]}`;
}

/** spec 9: a byte count, 1024 per step. */
export function formatBytes(bytes: number, decimals = 2): string {
  return formatSize(bytes, 'bytes', decimals);
}

/** spec 9: a bit rate in bps, 1000 per step. */
export function formatBitRate(bitsPerSecond: number, decimals = 2): string {
  return formatSize(bitsPerSecond, 'bits', decimals);
}
