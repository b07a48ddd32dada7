import { isInAnyIpv4Block, parseIpv4 } from './ipv4.js';

// Reserved covers "this network" 0/8, shared address space 100.64/10, IETF assignments 192.0.0/24, benchmarking
// 198.18/15 and the future-use block 240/4, which also holds the limited broadcast address 255.255.255.255.
/** spec 5 "Network and address rules": the IPv4 ranges a gateway may not use, by kind. */
export const DISALLOWED_IPV4_RANGES = {
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'],
  loopback: ['127.0.0.0/8'],
  linkLocal: ['169.254.0.0/16'],
  documentation: ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24'],
  multicast: ['224.0.0.0/4'],
  reserved: ['0.0.0.0/8', '100.64.0.0/10', '192.0.0.0/24', '198.18.0.0/15', '240.0.0.0/4'],
} as const;

/** spec 5 "Network and address rules": the private IPv4 ranges (RFC 1918). */
export const PRIVATE_IPV4_RANGES = DISALLOWED_IPV4_RANGES.private;

/** spec 5 "Network and address rules": the private IPv6 range (unique local addresses, fc00::/7). */
export const PRIVATE_IPV6_RANGES = ['fc00::/7'] as const;

/** spec 5 "Network and address rules" (gateway): true when an IPv4 address lies in a disallowed range. */
export function isDisallowedIpv4(value: string): boolean {
  const address = parseIpv4(value);
  if (address === undefined) return false;
  return Object.values(DISALLOWED_IPV4_RANGES).some((blocks) => isInAnyIpv4Block(address, blocks));
}
