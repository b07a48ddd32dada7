import { parsePrefix } from '../routing/prefix.js';

/** spec 5 "Network and address rules": the messages of the unique prefix rule. */
export const UNIQUE_PREFIX_MESSAGES = {
  alreadyAdded: 'This prefix is already added. Please enter a unique prefix.',
  alreadyExported: 'This prefix is already listed in "Exported routes". Please enter a unique prefix.',
} as const;

/**
 * spec 5 "Network and address rules": prefixes compare as the networks they name, so one IPv6 prefix written two
 * ways (`2001:DB8:0::/32`, `2001:db8::/32`) is the same prefix; text that is not a prefix compares without
 * surrounding blanks and case.
 */
export function normalizePrefix(value: string): string {
  const parsed = parsePrefix(value);
  return parsed.ok ? parsed.prefix.text : value.trim().toLowerCase();
}

function isListed(value: string, existing: readonly string[]): boolean {
  const normalized = normalizePrefix(value);
  return existing.some((prefix) => normalizePrefix(prefix) === normalized);
}

/** spec 5 "Network and address rules": unique prefix, 'This prefix is already added. Please enter a unique prefix.' */
export function validateUniquePrefix(value: string, existing: readonly string[]): string | undefined {
  return isListed(value, existing) ? UNIQUE_PREFIX_MESSAGES.alreadyAdded : undefined;
}

/** spec 5 "Route dialog": 'This prefix is already listed in "Exported routes". Please enter a unique prefix.' */
export function validateUniqueExportedPrefix(value: string, exported: readonly string[]): string | undefined {
  return isListed(value, exported) ? UNIQUE_PREFIX_MESSAGES.alreadyExported : undefined;
}
