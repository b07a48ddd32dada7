/** spec 4: the pending request count counts requests with status pending. */
export function countPendingRequests(requests: readonly { status?: string | null }[]): number {
  return requests.filter((request) => (request.status ?? '').toLowerCase() === 'pending').length;
}

/** spec 4: the quick connect request count counts state pending that are not defunct. */
export function countPendingQuickConnectRequests(
  requests: readonly { state?: string | null; is_defunct?: boolean | null }[],
): number {
  return requests.filter((request) => (request.state ?? '').toLowerCase() === 'pending' && !request.is_defunct).length;
}

/** spec 4: a diagnostic report's state. */
export type DiagnosticReportState = 'in_progress' | 'active';

/** spec 4: a diagnostic report is in progress while current_event_num is below num_expected_events, then active. */
export function diagnosticReportState(report: {
  current_event_num?: number | null;
  num_expected_events?: number | null;
}): DiagnosticReportState {
  return (report.current_event_num ?? 0) < (report.num_expected_events ?? 0) ? 'in_progress' : 'active';
}

/** spec 4 "Burst": the bandwidth fields of a burst. */
export interface BurstBandwidth {
  speed?: number | null;
  burst_speed?: number | null;
}

/** spec 4 "Burst": a circuit is bursted when burst_speed is above 0. */
export function isBursted(bandwidth: BurstBandwidth | null | undefined): boolean {
  return (bandwidth?.burst_speed ?? 0) > 0;
}

/** spec 4 "Burst": the base speed is speed minus burst_speed. */
export function baseSpeed(bandwidth: BurstBandwidth | null | undefined): number {
  return (bandwidth?.speed ?? 0) - Math.max(bandwidth?.burst_speed ?? 0, 0);
}

// Nothing accepted yet also needs acceptance.
/** spec 4 "Terms and conditions": re-accept when the latest document date is later than the accepted one. */
export function mustReacceptTerms(terms: {
  document_date?: string | null;
  latest_document_date?: string | null;
}): boolean {
  if (!terms.document_date) return true;
  if (!terms.latest_document_date) return false;
  return Date.parse(terms.latest_document_date) > Date.parse(terms.document_date);
}

/** spec 4 and 8: a not-found answer (404) from the terms endpoint means acceptance is required. */
export function isTermsAcceptanceRequiredStatus(httpStatus: number): boolean {
  return httpStatus === 404;
}
