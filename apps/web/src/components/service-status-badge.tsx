import { Badge, Loader } from '@mantine/core';
import type { PortSummary } from '@portal/domain';
import { serviceStatusWords } from '@/lib/state-label';
import { SUMMARY_COLORS } from '@/lib/summary-colour';

/** A circuit's state and its spec 4 summary, as the VC and point-to-point answers carry them. */
export interface ServiceStatus {
  state: string;
  summary: PortSummary;
}

/**
 * What a circuit's status badge shows: the state in words while the network works on it (or failed), e.g.
 * vc_provisioning → VC provisioning, else the summary.
 */
export function serviceBadge(service: ServiceStatus) {
  return {
    label: serviceStatusWords(service),
    color: SUMMARY_COLORS[service.summary],
    summary: service.summary,
  };
}

/**
 * A circuit's status (spec 4 summary, the state while the network works on it), with a spinner while it changes:
 * the badge of the VC and point-to-point lists and details.
 */
export function ServiceStatusBadge({
  service,
  size = 'md',
  label,
}: {
  service: ServiceStatus;
  size?: 'sm' | 'md';
  /** Words in place of the status's own, its colour kept (a map node's IPsec peer or cloud says what BGP says). */
  label?: string;
}) {
  const badge = serviceBadge(service);
  return (
    <Badge
      color={badge.color}
      variant="light"
      size={size}
      data-summary={badge.summary}
      leftSection={badge.summary === 'provisioning' ? <Loader size={10} color={badge.color} /> : undefined}
    >
      {label ?? badge.label}
    </Badge>
  );
}
