import type { EndClaim } from '@portal/domain';

/** The VLAN pair an end occupies, as the unique index of `vc_interfaces` keys it (plain: vlan, 0; untagged: 0, 0). */
export function vlanPairOf(claim: EndClaim): { outerVlan: number; innerVlan: number } {
  if (claim.isWholePort || claim.untagged) return { outerVlan: 0, innerVlan: 0 };
  if (claim.svlan !== null) return { outerVlan: claim.svlan, innerVlan: claim.vlan ?? 0 };
  return { outerVlan: claim.vlan ?? 0, innerVlan: 0 };
}
