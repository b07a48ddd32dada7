import { messages } from '../forms/messages.js';
import type { FieldErrors } from '../forms/types.js';
import { formatWords, parseInterfaceAddress } from '../routing/prefix.js';
import { IP_MESSAGES, validateIpv4, validateIpv6 } from './ip-address.js';
import { validateIpInNetwork } from './ip-range.js';
import { formatIpv4, networkAddress, parseIpv4Cidr } from './ipv4.js';

/** spec 3 "BGP session": the address family of a session's addresses. */
export type SessionAddressFamily = 'v4' | 'v6';

/** spec 5 "Network and address rules": the router's side of a session, an address of its family with its mask. */
export function validateSessionInterface(value: string, family: SessionAddressFamily): string | undefined {
  if (value.trim() === '') return messages.required;
  return family === 'v6' ? validateIpv6(value, { requireMask: true }) : validateIpv4(value, { requireMask: true });
}

/** spec 5 "Network and address rules": the peer's address, an address of the session's family without a mask. */
export function validateSessionPeer(value: string, family: SessionAddressFamily): string | undefined {
  if (value.trim() === '') return messages.required;
  if (family === 'v6') return value.includes('/') ? IP_MESSAGES.invalidIpv6 : validateIpv6(value);
  return value.includes('/') ? IP_MESSAGES.invalidIpv4 : validateIpv4(value);
}

/** The IPv4 network an interface address sits in (`169.254.10.1/30` → `169.254.10.0/30`), or undefined. */
export function interfaceNetwork(l3Address: string): string | undefined {
  const cidr = parseIpv4Cidr(l3Address);
  return cidr ? `${formatIpv4(networkAddress(cidr.address, cidr.mask))}/${cidr.mask}` : undefined;
}

/**
 * spec 5 "Network and address rules" (IP in range of network): the addresses of a BGP session, each of the
 * session's family; without multihop (TTL 1) an IPv4 peer must be a host of the router's subnet ('Must be a valid
 * IP in range of 169.254.10.0/30.'). Each refusal names its field.
 */
export function validateSessionAddresses(session: {
  address_family?: SessionAddressFamily | undefined;
  l3_address: string;
  remote_address: string;
  multihop_ttl?: number | undefined;
}): FieldErrors {
  const family = session.address_family ?? 'v4';
  const errors: FieldErrors = {};
  const local = validateSessionInterface(session.l3_address, family);
  const remote = validateSessionPeer(session.remote_address, family);
  if (local !== undefined) errors.l3_address = local;
  if (remote !== undefined) errors.remote_address = remote;
  const network = family === 'v4' && local === undefined ? interfaceNetwork(session.l3_address) : undefined;
  if (network !== undefined && remote === undefined && (session.multihop_ttl ?? 1) === 1) {
    const outside = validateIpInNetwork(session.remote_address, network);
    if (outside !== undefined) errors.remote_address = outside;
  }
  return errors;
}

/**
 * spec 4 "BGP toggle" (for azure the l3 address is set from the subnet): the router's side of an Azure session is
 * the first host of its primary subnet, with the subnet's mask (`169.254.10.0/30` and `169.254.10.1/30` both give
 * `169.254.10.1/30`; Microsoft's side is the second host). A /31 (/127) pair gives its first address, a /32 (/128)
 * the address itself. Undefined when the text is not an address with its mask.
 */
export function azureSessionL3Address(primarySubnet: string): string | undefined {
  const parsed = parseInterfaceAddress(primarySubnet);
  if (parsed === undefined) return undefined;
  const { network } = parsed;
  const bits = network.family === 4 ? 32 : 128;
  if (network.length >= bits - 1) return network.text;
  // The network's host bits are zero and there are at least two of them: adding one never carries into another word.
  const words = [...network.words];
  const last = words.length - 1;
  words[last] = ((words[last] ?? 0) + 1) >>> 0;
  return `${formatWords(words)}/${network.length}`;
}
