import ipaddr from 'ipaddr.js';
import { networkAddress, parseIpv4Cidr } from './ipv4.js';

/** spec 5 "Network and address rules": the messages of the network and host-bit rules. */
export const NETWORK_MESSAGES = {
  invalid:
    'Must be a valid IP with mask in the format x.x.x.x/m, where x is a number from 0-255 and m is a value from 0-32.',
  notNetworkAddress: 'Must be a valid network address.',
  hostBitsSet: 'This prefix has host bits set. Last octet must be 0, unless mask is /32.',
  /** The fixed-mask variant names the mask it requires. */
  invalidWithMask: (mask: number) =>
    `Must be a valid IP with mask in the format x.x.x.x/${mask}, where x is a number from 0-255.`,
} as const;

/** spec 5 "Network and address rules": true when an IPv4 or IPv6 prefix has bits set beyond its mask. */
export function hasHostBits(value: string): boolean {
  const ipv4 = parseIpv4Cidr(value);
  if (ipv4) return networkAddress(ipv4.address, ipv4.mask) !== ipv4.address;
  const trimmed = value.trim();
  if (!ipaddr.IPv6.isValidCIDR(trimmed)) return false;
  const [address] = ipaddr.IPv6.parseCIDR(trimmed);
  return ipaddr.IPv6.networkAddressFromCIDR(trimmed).toNormalizedString() !== address.toNormalizedString();
}

/** spec 5 "Network and address rules": network x.x.x.x/m without host bits. */
export function validateNetwork(value: string): string | undefined {
  if (parseIpv4Cidr(value) === undefined) return NETWORK_MESSAGES.invalid;
  return hasHostBits(value) ? NETWORK_MESSAGES.notNetworkAddress : undefined;
}

/** spec 5 "Network and address rules": the fixed-mask network variant, x.x.x.x/{mask} without host bits. */
export function validateNetworkWithMask(value: string, mask: number): string | undefined {
  const network = parseIpv4Cidr(value);
  if (network === undefined || network.mask !== mask) return NETWORK_MESSAGES.invalidWithMask(mask);
  return hasHostBits(value) ? NETWORK_MESSAGES.notNetworkAddress : undefined;
}

// The check is the real host-bits check (10.0.0.128/25 passes); the wording of the message is the spec's.
// A value that is not a prefix passes here, because the prefix rule reports it.
/** spec 5 "Network and address rules": 'This prefix has host bits set. ...' (non-prefixes pass). */
export function validateHostBits(value: string): string | undefined {
  return hasHostBits(value) ? NETWORK_MESSAGES.hostBitsSet : undefined;
}
