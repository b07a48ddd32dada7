import { validateOneOf } from '../forms/comparison.js';
import { messages } from '../forms/messages.js';
import { validateIntegerBetween } from '../forms/numeric-range.js';

/** spec 5 "Network and address rules": IPsec IKE versions 1 and 2. */
export const IKE_VERSIONS = [1, 2] as const;

/** spec 5 "Network and address rules": IPsec phase 1 encryption algorithms. */
export const IPSEC_PHASE1_ENCRYPTION_ALGOS = [
  '3des-cbc',
  'aes-128-cbc',
  'aes-192-cbc',
  'aes-256-cbc',
  'des-cbc',
] as const;

/** spec 5 "Network and address rules": phase 2 encryption adds AES-GCM (in the wire's three key sizes). */
export const IPSEC_PHASE2_ENCRYPTION_ALGOS = [
  ...IPSEC_PHASE1_ENCRYPTION_ALGOS,
  'aes-128-gcm',
  'aes-192-gcm',
  'aes-256-gcm',
] as const;

/** spec 5 "Network and address rules": IPsec phase 1 authentication algorithms. */
export const IPSEC_PHASE1_AUTHENTICATION_ALGOS = ['md5', 'sha-256', 'sha-384', 'sha1'] as const;

/** spec 5 "Network and address rules": IPsec phase 2 authentication algorithms. */
export const IPSEC_PHASE2_AUTHENTICATION_ALGOS = ['hmac-md5-96', 'hmac-sha-256-128', 'hmac-sha1-96'] as const;

/** spec 5 "Network and address rules": Diffie-Hellman group numbers 1, 2, 5, 14, 15, 16, 19, 20, 24. */
export const IPSEC_DH_GROUP_NUMBERS = [1, 2, 5, 14, 15, 16, 19, 20, 24] as const;

/** spec 5 "Network and address rules": DH groups as the wire writes them (group1 ... group24). */
export const IPSEC_DH_GROUPS = IPSEC_DH_GROUP_NUMBERS.map((group) => `group${group}` as const);

/** spec 5 "Network and address rules" (wire reference 3.9): phase lifetimes 180 to 86400 seconds. */
export const IPSEC_LIFETIME = { min: 180, max: 86400 } as const;

/** spec 5 "Network and address rules": IKE version 1 or 2. */
export function validateIkeVersion(value: unknown): string | undefined {
  return validateOneOf(typeof value === 'string' ? Number(value) : value, IKE_VERSIONS);
}

/** spec 5 "Network and address rules": phase 1 encryption algorithm. */
export function validatePhase1EncryptionAlgo(value: unknown): string | undefined {
  return validateOneOf(value, IPSEC_PHASE1_ENCRYPTION_ALGOS);
}

/** spec 5 "Network and address rules": phase 2 encryption algorithm. */
export function validatePhase2EncryptionAlgo(value: unknown): string | undefined {
  return validateOneOf(value, IPSEC_PHASE2_ENCRYPTION_ALGOS);
}

/** spec 5 "Network and address rules": phase 1 authentication algorithm. */
export function validatePhase1AuthenticationAlgo(value: unknown): string | undefined {
  return validateOneOf(value, IPSEC_PHASE1_AUTHENTICATION_ALGOS);
}

/** spec 5 "Network and address rules": phase 2 authentication algorithm. */
export function validatePhase2AuthenticationAlgo(value: unknown): string | undefined {
  return validateOneOf(value, IPSEC_PHASE2_AUTHENTICATION_ALGOS);
}

/** spec 5 "Network and address rules": a DH group (phase 1 group or phase 2 PFS group), as group1 ... group24. */
export function validateDhGroup(value: unknown): string | undefined {
  return validateOneOf(value, IPSEC_DH_GROUPS);
}

/** spec 5 "Network and address rules" (wire reference 3.9): a phase lifetime of 180 to 86400 seconds. */
export function validateIpsecLifetime(value: unknown): string | undefined {
  return validateIntegerBetween(value, IPSEC_LIFETIME.min, IPSEC_LIFETIME.max);
}

/** spec 5 "Network and address rules": AES-GCM (phase 2 only) authenticates its own packets. */
export function isGcm(algorithm: string): boolean {
  return algorithm.endsWith('-gcm');
}

export const IPSEC_RULE_MESSAGES = {
  gcmWithoutAuthentication: 'AES-GCM authenticates by itself: leave the phase 2 authentication empty.',
} as const;

/**
 * spec 5 "Network and address rules": the phase 2 authentication a phase 2 encryption takes: none with AES-GCM,
 * one with a CBC cipher ('This field is required'). Empty text counts as none.
 */
export function validatePhase2Authentication(
  encryption: string,
  authentication: string | null | undefined,
): string | undefined {
  const hasAuthentication = authentication !== null && authentication !== undefined && authentication !== '';
  if (isGcm(encryption)) return hasAuthentication ? IPSEC_RULE_MESSAGES.gcmWithoutAuthentication : undefined;
  return encryption !== '' && !hasAuthentication ? messages.required : undefined;
}
