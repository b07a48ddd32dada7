// Examples: '10Gbps' is 10000, '>100Gbps' is 100001, '1.5Gbps' is 0, and text without a number is 0.
/** spec 5 "Network and address rules": speed text to Mbps (Gb x1000, Mb as is, leading > adds 1, else 0). */
export function parseSpeedMbps(text: string): number {
  const trimmed = text.trim();
  const isAbove = trimmed.startsWith('>');
  const match = /^>?\s*(\d+(?:\.\d+)?)\s*(gb|mb)?/i.exec(trimmed);
  const amount = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  if (!Number.isInteger(amount)) return 0;
  const unit = match?.[2]?.toLowerCase();
  const mbps = unit === 'gb' ? amount * 1000 : amount;
  return isAbove ? mbps + 1 : mbps;
}
