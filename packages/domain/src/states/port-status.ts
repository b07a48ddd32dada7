import type { PortFacts } from '../eligibility/types.js';

/** spec 4: the derived status of a port. */
export type PortDerivedStatus = 'deleting' | 'provisioning' | 'error' | 'active';

/** spec 4: the summary of a port. */
export type PortSummary = 'provisioning' | 'error' | 'warning' | 'active';

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();

// In order: state active or inactive with status provisioning is deleting; a state other than active or error, or
// status provisioning, is provisioning; state error is error; anything else is active.
/** spec 4 "Port derived status": deleting, provisioning, error or active from state and status. */
export function derivePortStatus(port: Pick<PortFacts, 'state' | 'status'>): PortDerivedStatus {
  const state = lower(port.state);
  const isStatusProvisioning = lower(port.status) === 'provisioning';
  if ((state === 'active' || state === 'inactive') && isStatusProvisioning) return 'deleting';
  if ((state !== 'active' && state !== 'error') || isStatusProvisioning) return 'provisioning';
  return state === 'error' ? 'error' : 'active';
}

/** spec 4 "Port summary": provisioning, error, warning (admin or operational down) or active. */
export function portSummary(
  port: Pick<PortFacts, 'state' | 'status' | 'admin_status' | 'operational_status'>,
): PortSummary {
  const status = derivePortStatus(port);
  if (status === 'provisioning' || status === 'deleting') return 'provisioning';
  if (status === 'error') return 'error';
  const isDown = lower(port.admin_status) === 'down' || lower(port.operational_status) === 'down';
  return isDown ? 'warning' : 'active';
}

/** spec 4 "Port view label": status testing shows as testing mode; disabled shows disabled; otherwise the status. */
export function portViewLabel(port: Pick<PortFacts, 'status' | 'disabled'>): string {
  if (lower(port.status) === 'testing') return 'testing mode';
  if (port.disabled) return 'disabled';
  return port.status ?? '';
}

/**
 * spec 4: what a port's status badge says. While it is provisioning or deleting, the derived status; in testing
 * mode or disabled, the view label; otherwise the summary, so a port that is up reads active and one whose admin
 * or operational status is down reads warning, never active.
 */
export function portBadgeLabel(
  port: Pick<PortFacts, 'state' | 'status' | 'admin_status' | 'operational_status' | 'disabled'>,
): string {
  const derived = derivePortStatus(port);
  if (derived === 'provisioning' || derived === 'deleting') return derived;
  const view = portViewLabel(port);
  if (view === 'testing mode' || view === 'disabled') return view;
  return portSummary(port);
}
