/** spec 5 "Product eligibility rules": the vendor whose circuits are handled through sales. */
export const COLT_VENDOR = 'colt';

/** spec 5 "Product eligibility rules": colt circuit ids start with CT-. */
export const COLT_CIRCUIT_ID_PREFIX = 'CT-';

/** spec 5 "Product eligibility rules": true for a colt product, by provider or by a CT- circuit id. */
export function isColt(facts: {
  provider?: string | null;
  network_provider?: string | null;
  circuitId?: string | null;
}): boolean {
  const providers = [facts.provider, facts.network_provider].map((value) => (value ?? '').toLowerCase());
  return providers.includes(COLT_VENDOR) || (facts.circuitId ?? '').toUpperCase().startsWith(COLT_CIRCUIT_ID_PREFIX);
}
