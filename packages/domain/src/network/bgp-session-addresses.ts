import { messages } from '../forms/messages.js';
import type { FieldErrors } from '../forms/types.js';
import type { NatSettings } from '../routing/nat.js';
import { formatWords, parseInterfaceAddress } from '../routing/prefix.js';
import { IP_MESSAGES, validateIpv4, validateIpv6, validatePrefix } from './ip-address.js';
import { validateIpInNetwork } from './ip-range.js';
import { formatIpv4, networkAddress, parseIpv4Cidr } from './ipv4.js';

/** spec 3 "BGP session": the address family of a session's addresses. */
export type SessionAddressFamily = 'v4' | 'v6';

/**
 * Issue 18: a session speaks one address family, so its addresses, prefix filter and NAT are of that family; a
 * valid address or prefix of the other one is refused with these (spec 5's messages stay for what is no address).
 */
export const SESSION_FAMILY_MESSAGES = {
  address: {
    v4: 'This is an IPv6 address: a v4 session takes IPv4 addresses.',
    v6: 'This is an IPv4 address: a v6 session takes IPv6 addresses.',
  },
  prefix: {
    v4: 'This is an IPv6 prefix: a v4 session takes IPv4 prefixes.',
    v6: 'This is an IPv4 prefix: a v6 session takes IPv6 prefixes.',
  },
} as const;

const otherFamily = (family: SessionAddressFamily): SessionAddressFamily => (family === 'v4' ? 'v6' : 'v4');

/** The family of a valid address (with its mask when `requireMask`), or undefined when it is none. */
function addressFamilyOf(value: string, options: { requireMask: boolean }): SessionAddressFamily | undefined {
  if (validateIpv4(value, options) === undefined) return 'v4';
  return validateIpv6(value, options) === undefined ? 'v6' : undefined;
}

/** spec 5 "Network and address rules": the router's side of a session, an address of its family with its mask. */
export function validateSessionInterface(value: string, family: SessionAddressFamily): string | undefined {
  if (value.trim() === '') return messages.required;
  if (addressFamilyOf(value, { requireMask: true }) === otherFamily(family)) {
    return SESSION_FAMILY_MESSAGES.address[family];
  }
  return family === 'v6' ? validateIpv6(value, { requireMask: true }) : validateIpv4(value, { requireMask: true });
}

/** spec 5 "Network and address rules": the peer's address, an address of the session's family without a mask. */
export function validateSessionPeer(value: string, family: SessionAddressFamily): string | undefined {
  if (value.trim() === '') return messages.required;
  if (!value.includes('/') && addressFamilyOf(value, { requireMask: false }) === otherFamily(family)) {
    return SESSION_FAMILY_MESSAGES.address[family];
  }
  if (family === 'v6') return value.includes('/') ? IP_MESSAGES.invalidIpv6 : validateIpv6(value);
  return value.includes('/') ? IP_MESSAGES.invalidIpv4 : validateIpv4(value);
}

/** Issue 18: a prefix of the session's family; one of the other family is refused (an invalid one is not judged). */
export function validatePrefixFamily(value: string, family: SessionAddressFamily): string | undefined {
  if (validatePrefix(value) !== undefined) return undefined;
  const isIpv6 = value.includes(':');
  return isIpv6 === (family === 'v6') ? undefined : SESSION_FAMILY_MESSAGES.prefix[family];
}

/** Issue 18: an address of the session's family (a mask allowed); one of the other family is refused. */
export function validateAddressFamily(value: string, family: SessionAddressFamily): string | undefined {
  const found = addressFamilyOf(value, { requireMask: false });
  return found === otherFamily(family) ? SESSION_FAMILY_MESSAGES.address[family] : undefined;
}

/**
 * Issue 18: what a session routes is of its family (default v4): each prefix of its filter, and its NAT's sources,
 * pool and destination mappings. Only what is sent is checked (a what-if's draft sends part); each refusal names its
 * field (`prefixes.0.prefix`, `nat.pre_nat_sources.1`, `nat.dnat_mappings.0.public_ip`).
 */
export function validateSessionFamily(session: {
  address_family?: SessionAddressFamily | undefined;
  prefixes?: readonly { prefix: string }[] | undefined;
  nat?: NatSettings | null | undefined;
}): FieldErrors {
  const family = session.address_family ?? 'v4';
  const errors: FieldErrors = {};
  const check = (field: string, value: string | undefined, rule: typeof validatePrefixFamily) => {
    const message = value === undefined ? undefined : rule(value.trim(), family);
    if (message !== undefined) errors[field] = message;
  };
  for (const [index, item] of (session.prefixes ?? []).entries()) {
    check(`prefixes.${index}.prefix`, item.prefix, validatePrefixFamily);
  }
  const nat = session.nat;
  for (const [index, value] of (nat?.pre_nat_sources ?? []).entries()) {
    check(`nat.pre_nat_sources.${index}`, value, validatePrefixFamily);
  }
  for (const [index, value] of (nat?.pool_prefixes ?? []).entries()) {
    check(`nat.pool_prefixes.${index}`, value, validatePrefixFamily);
  }
  for (const [index, mapping] of (nat?.dnat_mappings ?? []).entries()) {
    const field = `nat.dnat_mappings.${index}`;
    check(`${field}.private_ip`, mapping.private_ip, validateAddressFamily);
    check(`${field}.public_ip`, mapping.public_ip, validateAddressFamily);
    check(`${field}.conditional_prefix`, mapping.conditional_prefix, validatePrefixFamily);
  }
  return errors;
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
