import { isDisallowedIpv4 } from './address-ranges.js';
import { parseIpv4 } from './ipv4.js';

/** spec 5 "Network and address rules": the messages of the gateway rule. */
export const GATEWAY_MESSAGES = {
  invalid: 'Must be a valid host IP address in the format x.x.x.x, where x is a number from 0-255.',
  notAllowed: 'This address is not allowed.',
  notUnique: 'This address is not unique.',
} as const;

/** spec 5 "Network and address rules": a gateway is a host IPv4 outside the disallowed ranges. */
export function validateGatewayAddress(value: string): string | undefined {
  const trimmed = value.trim();
  if (parseIpv4(trimmed) === undefined) return GATEWAY_MESSAGES.invalid;
  return isDisallowedIpv4(trimmed) ? GATEWAY_MESSAGES.notAllowed : undefined;
}

/** spec 5 "Network and address rules": 'This address is not unique.' when the uniqueness check fails. */
export function validateGatewayUniqueness(isUnique: boolean): string | undefined {
  return isUnique ? undefined : GATEWAY_MESSAGES.notUnique;
}
