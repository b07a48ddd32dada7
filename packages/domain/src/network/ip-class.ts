import ipaddr from 'ipaddr.js';
import { PRIVATE_IPV4_RANGES, PRIVATE_IPV6_RANGES } from './address-ranges.js';
import { parseAddress } from './ip-address.js';

/** spec 5 "Network and address rules": the messages of the public, private and zero address rules. */
export const IP_CLASS_MESSAGES = {
  notPublic: 'This IP falls within a private range. Please add a public IP.',
  notPrivate: 'This IP falls within a public range. Please add a private IP.',
  zeroAddress: (value: string) => `${value} is not a valid prefix`,
} as const;

/** spec 5 "Network and address rules": AWS virtual interface types. */
export const VIF_TYPES = ['public', 'private', 'transit'] as const;

/** spec 5 "Network and address rules": an AWS virtual interface type. */
export type VifType = (typeof VIF_TYPES)[number];

/** spec 5 "Network and address rules": true for an address (or prefix) in a private range; undefined if invalid. */
export function isPrivateAddress(value: string): boolean | undefined {
  const address = parseAddress(value);
  if (address === undefined) return undefined;
  const ranges: readonly string[] = address.kind() === 'ipv4' ? PRIVATE_IPV4_RANGES : PRIVATE_IPV6_RANGES;
  return ranges.some((range) => address.match(ipaddr.parseCIDR(range)));
}

/** spec 5 "Network and address rules": public IP, 'This IP falls within a private range. Please add a public IP.' */
export function validatePublicIp(value: string): string | undefined {
  return isPrivateAddress(value) === false ? undefined : IP_CLASS_MESSAGES.notPublic;
}

/** spec 5 "Network and address rules": private IP, 'This IP falls within a public range. Please add a private IP.' */
export function validatePrivateIp(value: string): string | undefined {
  return isPrivateAddress(value) === true ? undefined : IP_CLASS_MESSAGES.notPrivate;
}

/** spec 5 "Network and address rules": true for the all-zero address (0.0.0.0 or ::), with or without a mask. */
export function isZeroAddress(value: string): boolean {
  const address = parseAddress(value);
  return address?.toByteArray().every((byte) => byte === 0) ?? false;
}

/** spec 5 "Network and address rules": zero address, '{value} is not a valid prefix'. */
export function validateNonZeroAddress(value: string): string | undefined {
  return isZeroAddress(value) ? IP_CLASS_MESSAGES.zeroAddress(value) : undefined;
}

/** spec 5 "Network and address rules": public VIF needs a public IP; private and transit skip the zero-IP check. */
export function validateVifAddress(value: string, vifType?: VifType): string | undefined {
  if (vifType === 'private' || vifType === 'transit') return undefined;
  const zero = validateNonZeroAddress(value);
  if (zero !== undefined) return zero;
  return vifType === 'public' ? validatePublicIp(value) : undefined;
}
