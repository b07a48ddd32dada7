import { validateMaxLength, validateMinLength } from '../forms/length.js';
import { validateIntegerBetween } from '../forms/numeric-range.js';

/** spec 5 "Network and address rules" and spec 9: VLAN 4 to 4094. */
export const VLAN_RANGE = { min: 4, max: 4094 } as const;

/** spec 5 "Network and address rules": MD5 key length 6 to 80. */
export const MD5_KEY_LENGTH = { min: 6, max: 80 } as const;

/** spec 5 "Network and address rules": BFD interval 3 to 30000, default 1000. */
export const BFD_INTERVAL = { min: 3, max: 30000, default: 1000 } as const;

/** spec 5 "Network and address rules": BFD multiplier 2 to 16, default 5. */
export const BFD_MULTIPLIER = { min: 2, max: 16, default: 5 } as const;

/** spec 5 "Network and address rules": multihop TTL 1 to 4. */
export const MULTIHOP_TTL = { min: 1, max: 4 } as const;

/** spec 5 "Network and address rules" and spec 9: AS prepend 0 to 5. */
export const AS_PREPEND = { min: 0, max: 5 } as const;

/** spec 5 "Network and address rules": max prefixes 1000. */
export const MAX_PREFIXES = 1000;

/** spec 5 "Network and address rules": MED and local preference maximum 4294967295. */
export const BGP_METRIC_MAX = 4294967295;

/** spec 5 "Network and address rules": NAT speed maximum 10000 (Mbps). */
export const NAT_SPEED_MAX = 10000;

/** spec 5 "Network and address rules": VLAN 4 to 4094. */
export function validateVlan(value: unknown): string | undefined {
  return validateIntegerBetween(value, VLAN_RANGE.min, VLAN_RANGE.max);
}

/** spec 5 "Network and address rules": MD5 key length 6 to 80, with the min and max length messages. */
export function validateMd5Key(value: string): string | undefined {
  return validateMinLength(value, MD5_KEY_LENGTH.min) ?? validateMaxLength(value, MD5_KEY_LENGTH.max);
}

/** spec 5 "Network and address rules": BFD interval 3 to 30000. */
export function validateBfdInterval(value: unknown): string | undefined {
  return validateIntegerBetween(value, BFD_INTERVAL.min, BFD_INTERVAL.max);
}

/** spec 5 "Network and address rules": BFD multiplier 2 to 16. */
export function validateBfdMultiplier(value: unknown): string | undefined {
  return validateIntegerBetween(value, BFD_MULTIPLIER.min, BFD_MULTIPLIER.max);
}

/** spec 5 "Network and address rules": multihop TTL 1 to 4. */
export function validateMultihopTtl(value: unknown): string | undefined {
  return validateIntegerBetween(value, MULTIHOP_TTL.min, MULTIHOP_TTL.max);
}

/** spec 5 "Network and address rules": AS prepend 0 to 5. */
export function validateAsPrepend(value: unknown): string | undefined {
  return validateIntegerBetween(value, AS_PREPEND.min, AS_PREPEND.max);
}

/** spec 5 "Network and address rules": MED 0 to 4294967295. */
export function validateMed(value: unknown): string | undefined {
  return validateIntegerBetween(value, 0, BGP_METRIC_MAX);
}

/** spec 5 "Network and address rules": local preference 0 to a maximum (at most 4294967295). */
export function validateLocalPreference(value: unknown, max: number = BGP_METRIC_MAX): string | undefined {
  return validateIntegerBetween(value, 0, Math.min(max, BGP_METRIC_MAX));
}

/** spec 5 "Network and address rules": max prefixes 1000 (a count of 0 to 1000). */
export function validateMaxPrefixes(value: unknown): string | undefined {
  return validateIntegerBetween(value, 0, MAX_PREFIXES);
}

/** spec 5 "Network and address rules": NAT speed at most 10000 Mbps (and above 0). */
export function validateNatSpeed(value: unknown): string | undefined {
  return validateIntegerBetween(value, 1, NAT_SPEED_MAX);
}
