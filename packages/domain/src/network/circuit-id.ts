import { messages } from '../forms/messages.js';

/** spec 5 "Network and address rules": 1 to 3 letters or digits, a dash, 3 alphanumerics, a dash, 4 alphanumerics. */
export const CIRCUIT_ID_PATTERN = /^[A-Za-z0-9]{1,3}-[A-Za-z0-9]{3}-[A-Za-z0-9]{4}$/;

/** spec 5 "Network and address rules": true for a circuit id of the spec's shape. */
export function isCircuitId(value: string): boolean {
  return CIRCUIT_ID_PATTERN.test(value.trim());
}

/** spec 5 "Network and address rules": circuit id, with the pattern rule's message 'Not a valid circuit id'. */
export function validateCircuitId(value: string): string | undefined {
  return isCircuitId(value) ? undefined : messages.pattern('circuit id');
}
