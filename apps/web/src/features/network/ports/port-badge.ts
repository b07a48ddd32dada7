import { type PortFacts, type PortSummary, portBadgeLabel, portSummary } from '@portal/domain';
import { SUMMARY_COLORS } from '@/lib/summary-colour';

/** What a port's status badge shows. */
export interface PortBadge {
  label: string;
  color: string;
  summary: PortSummary;
  /** Why a port that is not provisioning reads warning: its admin and operational status. */
  reason: string | null;
}

/**
 * The status badge of a port from the spec 4 rules (the domain's `portBadgeLabel`: a port that is down never reads
 * active). The colour is the summary's.
 */
export function portBadge(port: PortFacts): PortBadge {
  const summary = portSummary(port);
  const reason =
    summary === 'warning'
      ? `Admin status ${port.admin_status ?? 'unknown'}, operational status ${port.operational_status ?? 'unknown'}`
      : null;
  return { label: portBadgeLabel(port), color: SUMMARY_COLORS[summary], summary, reason };
}
