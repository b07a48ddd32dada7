import type { HostedCloud, OracleVcStatus } from '@portal/contract';
import { hostedBadge } from './hosted-display';

/** The badge of one of Oracle's states: green when up or active, red when down, else yellow (still moving). */
export function oracleStateColor(state: string): string {
  const upper = state.toUpperCase();
  if (upper === 'UP' || upper === 'ACTIVE' || upper === 'PROVISIONED') return 'green';
  if (upper === 'DOWN' || upper === 'FAILED' || upper === 'TERMINATED') return 'red';
  return 'yellow';
}

/** Oracle's view of the virtual circuit as facts (wire reference 3.7 `cloud_provider_provisioning_response`). */
export function oracleStatusFacts(status: OracleVcStatus): [string, string][] {
  return [
    ['Virtual circuit OCID', status.vc_ocid],
    ['Oracle region', status.region],
    ['Bandwidth', status.bandwidth],
    ['Oracle BGP ASN', String(status.oracle_bgp_asn)],
  ];
}

/** Whether the portal's view is Oracle's, in words: in step, or what a sync would do. */
export function oracleSyncNote(status: Pick<OracleVcStatus, 'is_in_sync'>): string {
  return status.is_in_sync
    ? 'In step with Oracle: the connection shows what Oracle reports.'
    : 'Oracle’s side has moved on since the portal last heard from it: sync to bring the connection in line.';
}

/**
 * What a sync did, said after it: nothing when the two sides already agreed, else the state the connection took
 * from Oracle (its spec 4 summary and Oracle's side's state).
 */
export function oracleSyncOutcome(
  before: Pick<OracleVcStatus, 'is_in_sync'> | undefined,
  after: Pick<HostedCloud, 'summary' | 'is_awaiting_acceptance' | 'provider_state'>,
): { color: string; message: string } {
  if (before?.is_in_sync) {
    return { color: 'blue', message: 'Oracle and the portal already agreed: nothing changed.' };
  }
  const badge = hostedBadge(after);
  return {
    color: badge.color,
    message: `Synced with Oracle: the connection is ${badge.label.toLowerCase()}, Oracle’s side ${after.provider_state ?? 'not reported'}.`,
  };
}
