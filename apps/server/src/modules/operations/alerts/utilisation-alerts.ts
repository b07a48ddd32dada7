import { utilisationAlertChange, utilisationAlertMessage } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { type CircuitServiceType, circuits, telemetryInterfaces } from '../../../db/schema/index.js';
import type { UtilisationReading } from '../../../network/telemetry/collector.js';
import { clearAlert, escalateAlert, openAlertsOfKind, raiseAlert } from './alerts.repo.js';

/** The network object type (live events' vocabulary) of each inventory service type. */
const OBJECT_TYPE_OF_SERVICE: Readonly<Record<CircuitServiceType, string>> = {
  port: 'port',
  lag: 'lag',
  vc: 'vc',
  ptp: 'ptp',
  'cloud-hosted': 'cloud_connection',
  'cloud-dedicated': 'cloud_connection',
  l3nf: 'cloud_router',
  'cr-connection': 'cr_connection',
  'cross-connect': 'cross_connect',
  hpi: 'hpi',
  ix: 'vc',
  'flex-bandwidth': 'flex_bandwidth',
};

interface InterfaceOwner {
  telemetryId: string;
  customerId: string;
  objectId: string;
  serviceType: CircuitServiceType | null;
}

/** Who owns each interface, and what kind of circuit it measures (from the inventory, when it has the circuit). */
async function ownersOf(db: Executor, telemetryIds: readonly string[]): Promise<Map<string, InterfaceOwner>> {
  if (telemetryIds.length === 0) return new Map();
  const rows = await db
    .select({
      telemetryId: telemetryInterfaces.telemetryId,
      customerId: telemetryInterfaces.customerId,
      objectId: telemetryInterfaces.objectId,
      serviceType: circuits.serviceType,
    })
    .from(telemetryInterfaces)
    .leftJoin(
      circuits,
      and(
        eq(circuits.circuitId, telemetryInterfaces.objectId),
        eq(circuits.customerId, telemetryInterfaces.customerId),
      ),
    )
    .where(inArray(telemetryInterfaces.telemetryId, [...telemetryIds]));
  return new Map(rows.map((row) => [row.telemetryId, row]));
}

/**
 * Turns one collected minute into alerts (spec 9 traffic thresholds, the rule in the domain): raises, escalates and
 * clears utilisation alerts, each with its live event, in the collection's transaction. Only the interfaces whose
 * alert changes cost a query beyond the one read of the open alerts. An open alert of an interface that is no longer
 * measured (its circuit was deleted) is cleared too.
 */
export async function applyUtilisationAlerts(
  db: Executor,
  readings: readonly UtilisationReading[],
  at: Date,
): Promise<void> {
  const open = new Map((await openAlertsOfKind(db, 'utilisation')).map((alert) => [alert.subjectId, alert]));
  const measured = new Set(readings.map((reading) => reading.telemetryId));
  const raises: { reading: UtilisationReading; severity: 'warning' | 'alarm' }[] = [];
  for (const reading of readings) {
    const alert = open.get(reading.telemetryId);
    const change = utilisationAlertChange(alert?.severity ?? null, reading.utilisation);
    if (change.action === 'raise') raises.push({ reading, severity: change.severity });
    else if (change.action === 'clear' && alert) await clearAlert(db, alert.id, at);
    else if (change.action === 'escalate' && alert && reading.utilisation !== null) {
      await escalateAlert(
        db,
        alert.id,
        change.severity,
        utilisationAlertMessage(reading.telemetryId, change.severity, reading.utilisation),
      );
    }
  }
  for (const alert of open.values()) if (!measured.has(alert.subjectId)) await clearAlert(db, alert.id, at);
  if (raises.length === 0) return;
  const owners = await ownersOf(
    db,
    raises.map(({ reading }) => reading.telemetryId),
  );
  for (const { reading, severity } of raises) {
    const owner = owners.get(reading.telemetryId);
    if (!owner || reading.utilisation === null) continue;
    await raiseAlert(db, {
      customerId: owner.customerId,
      objectType: owner.serviceType ? OBJECT_TYPE_OF_SERVICE[owner.serviceType] : 'circuit',
      objectId: owner.objectId,
      subjectId: reading.telemetryId,
      kind: 'utilisation',
      severity,
      message: utilisationAlertMessage(reading.telemetryId, severity, reading.utilisation),
      at,
    });
  }
}
