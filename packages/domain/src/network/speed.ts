/**
 * spec 5 "Network and address rules": speed text to Mbps; Gb is multiplied by 1000, Mb is taken as is, a
 * leading > adds 1, and a number that is not an integer gives 0 ('>100Gbps' is 100001, '1.5Gbps' is 0).
 */
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
