import { messages } from '../forms/messages.js';
import type { FieldErrors } from '../forms/types.js';
import { validatePrefix } from '../network/ip-address.js';
import { validatePrivateIp, validatePublicIp } from '../network/ip-class.js';
import { validateHostBits } from '../network/network-address.js';
import { validateUniquePrefix } from '../network/unique-prefix.js';

/** wire reference 3.10: the NAT of a BGP session (source NAT `overload`, or static destination NAT `inline_dnat`). */
export interface NatSettings {
  pre_nat_sources?: readonly string[] | undefined;
  pool_prefixes?: readonly string[] | undefined;
  direction?: 'output' | 'input' | undefined;
  nat_type?: 'overload' | 'inline_dnat' | undefined;
  dnat_mappings?:
    | readonly {
        private_ip?: string | undefined;
        public_ip?: string | undefined;
        conditional_prefix?: string | undefined;
      }[]
    | undefined;
}

/** What the connection was ordered with (wire reference 3.9 `maybe_nat`, `maybe_dnat`). */
export interface NatCapability {
  isNatCapable: boolean;
  isDnatCapable: boolean;
}

export const NAT_MESSAGES = {
  notNatCapable: 'This connection is not NAT capable: NAT needs a connection ordered with maybe_nat.',
  notDnatCapable: 'This connection is not DNAT capable: destination NAT needs a connection ordered with maybe_dnat.',
} as const;

/** A prefix of a NAT list: valid, no host bits, listed once. */
function checkPrefixes(
  errors: FieldErrors,
  field: string,
  list: readonly string[],
  extra?: (value: string) => string | undefined,
) {
  for (const [index, value] of list.entries()) {
    const message =
      validatePrefix(value) ??
      validateHostBits(value) ??
      extra?.(value) ??
      validateUniquePrefix(value, list.slice(0, index));
    if (message !== undefined) errors[`${field}.${index}`] = message;
  }
}

/**
 * spec 3 and 5, wire reference 3.10: the NAT of a session on a NAT-capable connection. Source NAT (`overload`, the
 * default) translates the private `pre_nat_sources` to the public `pool_prefixes`; destination NAT (`inline_dnat`,
 * only on a DNAT-capable connection) maps each public address to a private one, optionally only for traffic from a
 * `conditional_prefix`. Each refusal names its field (`nat.pool_prefixes.0`).
 */
export function validateNat(nat: NatSettings | null | undefined, capability: NatCapability): FieldErrors {
  const errors: FieldErrors = {};
  if (nat === null || nat === undefined) return errors;
  if (!capability.isNatCapable) return { nat: NAT_MESSAGES.notNatCapable };
  if ((nat.nat_type ?? 'overload') === 'overload') {
    const sources = nat.pre_nat_sources ?? [];
    const pool = nat.pool_prefixes ?? [];
    if (sources.length === 0) errors['nat.pre_nat_sources'] = messages.required;
    if (pool.length === 0) errors['nat.pool_prefixes'] = messages.required;
    checkPrefixes(errors, 'nat.pre_nat_sources', sources);
    checkPrefixes(errors, 'nat.pool_prefixes', pool, validatePublicIp);
    return errors;
  }
  if (!capability.isDnatCapable) return { 'nat.nat_type': NAT_MESSAGES.notDnatCapable };
  const mappings = nat.dnat_mappings ?? [];
  if (mappings.length === 0) errors['nat.dnat_mappings'] = messages.required;
  for (const [index, mapping] of mappings.entries()) {
    const field = `nat.dnat_mappings.${index}`;
    const privateIp = mapping.private_ip?.trim() ?? '';
    const publicIp = mapping.public_ip?.trim() ?? '';
    const privateMessage = privateIp === '' ? messages.required : validatePrivateIp(privateIp);
    const publicMessage = publicIp === '' ? messages.required : validatePublicIp(publicIp);
    if (privateMessage !== undefined) errors[`${field}.private_ip`] = privateMessage;
    if (publicMessage !== undefined) errors[`${field}.public_ip`] = publicMessage;
    const condition = mapping.conditional_prefix?.trim();
    if (condition) {
      const message = validatePrefix(condition) ?? validateHostBits(condition);
      if (message !== undefined) errors[`${field}.conditional_prefix`] = message;
    }
  }
  const publics = mappings.map((mapping) => mapping.public_ip?.trim() ?? '');
  for (const [index, value] of publics.entries()) {
    if (value !== '' && publics.slice(0, index).includes(value)) {
      errors[`nat.dnat_mappings.${index}.public_ip`] ??= messages.except(value);
    }
  }
  return errors;
}
