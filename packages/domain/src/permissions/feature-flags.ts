/** spec 6: the feature flags (customer additional_features). */
export const FEATURE_FLAGS = {
  CR_MARKETPLACE: 'cr_marketplace',
  CR_TOPOLOGY_MAP: 'cr_topology_map',
  DIAGNOSTIC_REPORTS: 'diagnostic_reports',
  HPI: 'hpi',
  LAST_MILE_ACCESS: 'last_mile_access',
  PF_PLUS: 'pf_plus',
  ALERTS: 'alerts',
  FEDERATED_LOGIN_ONLY: 'federated_login_only',
} as const;

/** spec 6: a feature flag. */
export type FeatureFlag = (typeof FEATURE_FLAGS)[keyof typeof FEATURE_FLAGS];

/** spec 3 and 6: feature names are compared case-insensitively. */
export function hasFeature(features: readonly string[], flag: string): boolean {
  const wanted = flag.trim().toLowerCase();
  return features.some((feature) => feature.trim().toLowerCase() === wanted);
}
