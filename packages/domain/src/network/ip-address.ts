import ipaddr from 'ipaddr.js';
import { parseIpv4, parseMask } from './ipv4.js';

/** spec 5 "Network and address rules": the messages of the IP address rules. */
export const IP_MESSAGES = {
  invalidIpv4: 'Not a valid IPv4.',
  invalidIpv6: 'Not a valid IPv6',
  invalidMask: 'Not a valid mask',
  invalidPrefix: 'Prefix should be valid IPv4 with a mask or an IPv6 address',
} as const;

/** spec 5 "Network and address rules": IPv6 prefix length 0 to 64. */
export const IPV6_PREFIX_LENGTH_RANGE = { min: 0, max: 64 } as const;

/** spec 5 "Network and address rules": whether a mask is needed. */
export interface MaskOptions {
  /** When true the value must carry /m; when false a given mask is still checked. */
  requireMask?: boolean;
}

function splitMask(value: string): { address: string; mask: string | undefined; isMalformed: boolean } {
  const [address = '', mask, extra] = value.trim().split('/');
  return { address, mask, isMalformed: extra !== undefined };
}

/** spec 5 "Network and address rules": true for four decimal parts 0-255. */
export function isIpv4(value: string): boolean {
  return parseIpv4(value.trim()) !== undefined;
}

/** spec 5 "Network and address rules": true for a valid IPv6 address (no mask). */
export function isIpv6(value: string): boolean {
  return ipaddr.IPv6.isValid(value.trim());
}

/** spec 5 "Network and address rules": IPv4, 'Not a valid IPv4.'; mask 0-32 when required or given, 'Not a valid mask'. */
export function validateIpv4(value: string, options: MaskOptions = {}): string | undefined {
  const { address, mask, isMalformed } = splitMask(value);
  if (isMalformed || parseIpv4(address) === undefined) return IP_MESSAGES.invalidIpv4;
  if (mask === undefined) return options.requireMask ? IP_MESSAGES.invalidMask : undefined;
  return parseMask(mask) === undefined ? IP_MESSAGES.invalidMask : undefined;
}

/** spec 5 "Network and address rules": IPv6, 'Not a valid IPv6'; prefix length 0-64, 'Not a valid mask'. */
export function validateIpv6(value: string, options: MaskOptions = {}): string | undefined {
  const { address, mask, isMalformed } = splitMask(value);
  if (isMalformed || !ipaddr.IPv6.isValid(address)) return IP_MESSAGES.invalidIpv6;
  if (mask === undefined) return options.requireMask ? IP_MESSAGES.invalidMask : undefined;
  return parseMask(mask, IPV6_PREFIX_LENGTH_RANGE.max) === undefined ? IP_MESSAGES.invalidMask : undefined;
}

/** spec 5 "Network and address rules": prefix, an IPv4 with a mask or an IPv6 address (optionally with /0-64). */
export function validatePrefix(value: string): string | undefined {
  const isValid = validateIpv4(value, { requireMask: true }) === undefined || validateIpv6(value) === undefined;
  return isValid ? undefined : IP_MESSAGES.invalidPrefix;
}

/** spec 5 "Network and address rules": the address part of an IP or prefix, as ipaddr parses it, or undefined. */
export function parseAddress(value: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const { address, isMalformed } = splitMask(value);
  if (isMalformed) return undefined;
  if (parseIpv4(address) !== undefined) return ipaddr.IPv4.parse(address);
  return ipaddr.IPv6.isValid(address) ? ipaddr.IPv6.parse(address) : undefined;
}
