import { derivePortStatus, type PortFacts, type PortSummary, portSummary, portViewLabel } from '@portal/domain';
import { SUMMARY_COLORS } from '@/lib/summary-colour';

/** What a port's status badge shows. */
export interface PortBadge {
  label: string;
  color: string;
  summary: PortSummary;
}

/**
 * The status badge of a port from the spec 4 rules: while it is provisioning or deleting the derived status is the
 * label; otherwise the view label (testing mode, disabled, or the status itself). The colour is the summary's.
 */
export function portBadge(port: PortFacts): PortBadge {
  const summary = portSummary(port);
  const derived = derivePortStatus(port);
  const label = derived === 'provisioning' || derived === 'deleting' ? derived : portViewLabel(port) || derived;
  return { label, color: SUMMARY_COLORS[summary], summary };
}
