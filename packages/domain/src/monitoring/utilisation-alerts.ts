import { TRAFFIC_THRESHOLDS } from './traffic.js';

/** The severities of a raised alert: spec 9's two traffic thresholds (warn at 0.8, alarm at 0.9 of capacity). */
export const ALERT_SEVERITIES = ['warning', 'alarm'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** What an alert is about: an interface over a traffic threshold, or a provisioning workflow that failed for good. */
export const ALERT_KINDS = ['utilisation', 'workflow_failed'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * spec 9 traffic thresholds: the utilisation (0 to 1) of an interface from its busier direction, or null when it
 * cannot be told (no speed, no sample).
 */
export function interfaceUtilisation(rxBps: number, txBps: number, speedMbps: number): number | null {
  if (!(speedMbps > 0) || !Number.isFinite(rxBps) || !Number.isFinite(txBps)) return null;
  return Math.max(rxBps, txBps) / (speedMbps * 1_000_000);
}

/** spec 9 traffic thresholds: the severity a utilisation calls for, or null below warn (or without data). */
export function utilisationSeverity(utilisation: number | null): AlertSeverity | null {
  if (utilisation === null || Number.isNaN(utilisation)) return null;
  if (utilisation >= TRAFFIC_THRESHOLDS.alarm) return 'alarm';
  return utilisation >= TRAFFIC_THRESHOLDS.warn ? 'warning' : null;
}

/** What to do with an interface's utilisation alert after a new sample. */
export type UtilisationAlertChange =
  | { action: 'none' }
  | { action: 'raise'; severity: AlertSeverity }
  | { action: 'escalate'; severity: 'alarm' }
  | { action: 'clear' };

/**
 * spec 9 traffic thresholds as alerts: crossing warn (0.8) raises a warning, crossing alarm (0.9) raises an alarm or
 * escalates an open warning; the alert clears only when the utilisation falls back under warn. An alarm that eases
 * to between warn and alarm stays an alarm, so a link hovering around 0.9 does not flap. A sample without data
 * changes nothing.
 */
export function utilisationAlertChange(open: AlertSeverity | null, utilisation: number | null): UtilisationAlertChange {
  if (utilisation === null || Number.isNaN(utilisation)) return { action: 'none' };
  const severity = utilisationSeverity(utilisation);
  if (open === null) return severity === null ? { action: 'none' } : { action: 'raise', severity };
  if (severity === null) return { action: 'clear' };
  return open === 'warning' && severity === 'alarm' ? { action: 'escalate', severity: 'alarm' } : { action: 'none' };
}

/** The message of a utilisation alert: which way of the interface and how full, in whole percent. */
export function utilisationAlertMessage(telemetryId: string, severity: AlertSeverity, utilisation: number): string {
  const threshold = severity === 'alarm' ? TRAFFIC_THRESHOLDS.alarm : TRAFFIC_THRESHOLDS.warn;
  return `${telemetryId} is at ${Math.round(utilisation * 100)}% of its capacity (${severity} threshold ${Math.round(threshold * 100)}%).`;
}
