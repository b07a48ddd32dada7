import type { VcInterfaceFacts } from '../eligibility/types.js';

/** spec 4: a summary status shown for a service. */
export type ServiceSummary = 'provisioning' | 'deleting' | 'error' | 'warning' | 'active';

/** spec 4: the point-to-point states that count as provisioning. */
export const PTP_PROVISIONING_STATES = ['requested', 'deleting', 'provisioning'] as const;

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();

function isDown(item: Pick<VcInterfaceFacts, 'admin_status' | 'operational_status'>): boolean {
  return lower(item.admin_status) === 'down' || lower(item.operational_status) === 'down';
}

/** spec 4 "Point to point": requested and deleting (and provisioning) count as provisioning. */
export function isPointToPointProvisioning(state: string | null | undefined): boolean {
  return (PTP_PROVISIONING_STATES as readonly string[]).includes(lower(state));
}

/** spec 4 "Point to point": the point-to-point summary. */
export function pointToPointSummary(ptp: {
  state?: string | null;
  interfaces?: readonly VcInterfaceFacts[] | null;
}): ServiceSummary {
  if (isPointToPointProvisioning(ptp.state)) return 'provisioning';
  const hasTroubledInterface = (ptp.interfaces ?? []).some(
    (item) => lower(item.provisioning_status) !== 'active' || isDown(item),
  );
  return hasTroubledInterface ? 'warning' : 'active';
}

/** spec 4 "Dedicated cloud summary": provisioning, deleting, error, warning (down) or active. */
export function dedicatedCloudSummary(cloud: {
  state?: string | null;
  admin_status?: string | null;
  operational_status?: string | null;
  interfaces?: readonly VcInterfaceFacts[] | null;
}): ServiceSummary {
  const state = lower(cloud.state);
  if (state === 'provisioning' || state === 'deleting' || state === 'error') return state;
  return isDown(cloud) || (cloud.interfaces ?? []).some(isDown) ? 'warning' : 'active';
}

/** spec 4 "Hosted cloud summary": deleting, provisioning (vc_provisioning or provisioning), error, else active. */
export function hostedCloudSummary(state: string | null | undefined): ServiceSummary {
  const value = lower(state);
  if (value === 'deleting' || value === 'error') return value;
  if (value === 'vc_provisioning' || value === 'provisioning') return 'provisioning';
  return 'active';
}

// The four accepted states show as active, provisioning, provisioning and deleting.
/** spec 4 "Hosted cloud summary" (alternate): warning unless active, vc_provisioning, requested or deleting. */
export function hostedCloudAlternateSummary(state: string | null | undefined): ServiceSummary {
  const value = lower(state);
  if (value === 'active') return 'active';
  if (value === 'vc_provisioning' || value === 'requested') return 'provisioning';
  return value === 'deleting' ? 'deleting' : 'warning';
}

/** spec 4 product statuses: the states of a virtual circuit that count as provisioning. */
export const VC_PROVISIONING_STATES = ['requested', 'provisioning', 'deleting', 'pending'] as const;

/**
 * spec 4 summaries applied to a virtual circuit (as for point-to-point and dedicated cloud): requested,
 * provisioning, pending and deleting show as provisioning; error stays error; an active circuit with an end whose
 * port is administratively or operationally down shows warning; otherwise active.
 */
export function virtualCircuitSummary(vc: {
  state?: string | null;
  interfaces?: readonly VcInterfaceFacts[] | null;
}): 'provisioning' | 'error' | 'warning' | 'active' {
  const state = lower(vc.state);
  if ((VC_PROVISIONING_STATES as readonly string[]).includes(state)) return 'provisioning';
  if (state === 'error') return 'error';
  return (vc.interfaces ?? []).some(isDown) ? 'warning' : 'active';
}
