import { interfaceUtilisation } from '@portal/domain';
import type { Executor } from '../../../db/client.js';
import { collectMinute } from '../../../network/telemetry/collector.js';
import { MINUTE_MS, sampleAt } from '../../../network/telemetry/sample-model.js';
import { DEMO_NETWORK } from '../../../seed/demo-network.js';
import { applyUtilisationAlerts } from './utilisation-alerts.js';

/** Collects one minute as the platform's collection job does once the alerts module listens. */
export function collectMinuteWithAlerts(db: Executor, minute: Date): Promise<number> {
  return collectMinute(db, minute, [applyUtilisationAlerts]);
}

/** The demo interface whose traffic crosses the thresholds now and then: the metro VC's busy NYC1 end. */
export const BUSY_INTERFACE = {
  telemetryId: `${DEMO_NETWORK.metroVc}/${DEMO_NETWORK.ports.nyc}`,
  objectId: DEMO_NETWORK.metroVc,
  speedMbps: 500,
  media: null,
  hasOptics: false,
};

/** The utilisation the traffic model gives the busy interface in a minute (what the collector will sample). */
export function busyUtilisation(minute: number): number {
  const sample = sampleAt(BUSY_INTERFACE, new Date(minute));
  return interfaceUtilisation(sample.rxAvg, sample.txAvg, BUSY_INTERFACE.speedMbps) ?? 0;
}

/** The first minute from `from` on whose utilisation satisfies `matches` (the model is deterministic). */
export function firstMinute(from: number, matches: (utilisation: number) => boolean): Date {
  const start = Math.floor(from / MINUTE_MS) * MINUTE_MS;
  for (let minute = start; minute < start + 60 * 86_400_000; minute += MINUTE_MS) {
    if (matches(busyUtilisation(minute))) return new Date(minute);
  }
  throw new Error('no such minute in 60 days of the traffic model');
}
