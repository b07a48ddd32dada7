import type { VcFacts } from './types.js';
import { isColt } from './vendor.js';

/** spec 5 "Product eligibility rules": the reasons a VC cannot be deleted, in the order they are checked. */
export const VC_DELETE_REFUSALS = {
  processing: 'VC is still processing',
  colt: 'This circuit is managed through a partner. Please reach out to your sales representative to delete it.',
  pointToPoint: 'Point-to-point circuits are deleted from the Point to Points page.',
  hostedCloud: 'Hosted cloud connections are deleted from the Hosted Cloud page.',
  disabledPort: 'A port of this VC is disabled. Enable the port before deleting the VC.',
  provisioning: 'VC is provisioning. It can be deleted once provisioning is complete.',
  pending: 'VC is pending. It can be deleted once the request is settled.',
  notOwner: 'Only the owner of a VC can delete it.',
} as const;

/** spec 5 "Product eligibility rules": the VC types editable whatever their vendor. */
export const ALWAYS_EDITABLE_VC_TYPES = ['backbone', 'cloud_dedicated', 'ix', 'marketplace'] as const;

/** spec 5 "Product eligibility rules": hosted service types. */
export const HOSTED_VC_TYPES = ['cloud_hosted', 'marketplace_cloud_hosted'] as const;

/** spec 5 "Product eligibility rules": cloud marketplace service types. */
export const CLOUD_MARKETPLACE_VC_TYPES = ['marketplace_cloud_hosted', 'marketplace_cloud_dedicated'] as const;

/** spec 5 "Product eligibility rules": longhaul types that cannot burst. */
export const NON_BURSTABLE_LONGHAUL_TYPES = ['usage', 'hourly'] as const;

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();
const isOneOf = (value: string | null | undefined, list: readonly string[]) => list.includes(lower(value));

/** spec 6 "Ownership": true when the customer owns the VC. */
export function isVcOwner(vc: VcFacts, customerUuid: string | null | undefined): boolean {
  return Boolean(customerUuid) && vc.customer_uuid === customerUuid;
}

function isColtVc(vc: VcFacts): boolean {
  return isColt({ circuitId: vc.vc_circuit_id });
}

/** spec 5 "Product eligibility rules": VC edit needs a circuit id and an editable type. */
export function canEditVc(vc: VcFacts): boolean {
  if (!vc.vc_circuit_id) return false;
  if (isOneOf(vc.service_type, ALWAYS_EDITABLE_VC_TYPES)) return true;
  return !isColtVc(vc) && lower(vc.service_type) !== 'ptp' && !isOneOf(vc.service_type, HOSTED_VC_TYPES);
}

/** spec 5 "Product eligibility rules": why a VC cannot be deleted by this customer, undefined when it can. */
export function vcDeleteRefusal(vc: VcFacts, customerUuid: string | null | undefined): string | undefined {
  if (!vc.service_type || !vc.state) return VC_DELETE_REFUSALS.processing;
  if (isColtVc(vc)) return VC_DELETE_REFUSALS.colt;
  if (lower(vc.service_type) === 'ptp') return VC_DELETE_REFUSALS.pointToPoint;
  if (lower(vc.service_type) === 'cloud_hosted') return VC_DELETE_REFUSALS.hostedCloud;
  if ((vc.interfaces ?? []).some((item) => item.disabled)) return VC_DELETE_REFUSALS.disabledPort;
  if (lower(vc.state) === 'provisioning') return VC_DELETE_REFUSALS.provisioning;
  if (lower(vc.state) === 'pending') return VC_DELETE_REFUSALS.pending;
  return isVcOwner(vc, customerUuid) ? undefined : VC_DELETE_REFUSALS.notOwner;
}

/** spec 5 "Product eligibility rules": upgrade only for the owner, not ptp, hosted or cloud marketplace, not colt. */
export function canUpgradeVc(vc: VcFacts, customerUuid: string | null | undefined): boolean {
  return (
    isVcOwner(vc, customerUuid) &&
    lower(vc.service_type) !== 'ptp' &&
    !isOneOf(vc.service_type, HOSTED_VC_TYPES) &&
    !isOneOf(vc.service_type, CLOUD_MARKETPLACE_VC_TYPES) &&
    !isColtVc(vc)
  );
}

/** spec 5 "Product eligibility rules": burst as upgrade, plus backbone, not usage or hourly, no flex bandwidth. */
export function canBurstVc(vc: VcFacts, customerUuid: string | null | undefined): boolean {
  return (
    canUpgradeVc(vc, customerUuid) &&
    lower(vc.service_type) === 'backbone' &&
    !isOneOf(vc.bandwidth?.longhaul_type, NON_BURSTABLE_LONGHAUL_TYPES) &&
    !vc.flex_bandwidth_id
  );
}

/** spec 5 "Product eligibility rules": longhaul usage statistics (owner, longhaul, backbone or marketplace, usage). */
export function canViewLonghaulUsage(vc: VcFacts, customerUuid: string | null | undefined): boolean {
  return (
    isVcOwner(vc, customerUuid) &&
    lower(vc.service_class) === 'longhaul' &&
    isOneOf(vc.service_type, ['backbone', 'marketplace']) &&
    lower(vc.bandwidth?.longhaul_type) === 'usage'
  );
}

/** spec 5 "Product eligibility rules": regions are incompatible when neither end is in the US and they differ. */
export function isRegionIncompatible(regionA: string, regionZ: string): boolean {
  const a = regionA.trim().toUpperCase();
  const z = regionZ.trim().toUpperCase();
  return a !== 'US' && z !== 'US' && a !== z;
}

/** spec 5 "Region incompatibility": the refusal naming both regions, or undefined when they can be connected. */
export function regionRefusalMessage(regionA: string, regionZ: string): string | undefined {
  if (!isRegionIncompatible(regionA, regionZ)) return undefined;
  return `The A end (${regionA}) and the Z end (${regionZ}) are in regions that cannot be connected.`;
}
