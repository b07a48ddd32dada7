import { ALERT_EVENT_TYPE, ALERT_OBJECT_TYPE, type ListAlertsQuery } from '@portal/contract';
import type { AlertKind, AlertSeverity } from '@portal/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { alerts } from '../../../db/schema/index.js';
import { publishEvent } from '../../../events/publish-event.js';

export type AlertRow = typeof alerts.$inferSelect;

/** What raising an alert needs to know. `at` is when the condition was seen (a sample's minute); now by default. */
export interface NewAlert {
  customerId: string;
  objectType: string;
  objectId: string;
  subjectId: string;
  kind: AlertKind;
  severity: AlertSeverity;
  message: string;
  at?: Date;
}

/** How an alert changed, as its live event says. */
export type AlertChange = 'raised' | 'escalated' | 'cleared';

/**
 * Every change of an alert is a live event of its customer (`type` and `object_type` `alert`), published in the
 * transaction of the change, so the web refreshes `['alert', 'list']` only when the change commits.
 */
async function publishAlertEvent(db: Executor, row: AlertRow, change: AlertChange): Promise<void> {
  await publishEvent(db, {
    type: ALERT_EVENT_TYPE,
    customerId: row.customerId,
    objectType: ALERT_OBJECT_TYPE,
    objectId: row.id,
    data: {
      change,
      kind: row.kind,
      severity: row.severity,
      circuit_object_type: row.objectType,
      circuit_id: row.objectId,
      subject_id: row.subjectId,
      message: row.message,
    },
  });
}

/** The customer's alerts, newest first; only the open ones for `state=open`. */
export async function listAlerts(db: Executor, customerId: string, query: ListAlertsQuery): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(and(eq(alerts.customerId, customerId), query.state === 'open' ? isNull(alerts.clearedAt) : undefined))
    .orderBy(desc(alerts.raisedAt), desc(alerts.id))
    .limit(query.limit);
}

/** The open alerts of a kind (across customers: the network's evaluation, not a customer's read). */
export async function openAlertsOfKind(
  db: Executor,
  kind: AlertKind,
  subjectIds?: readonly string[],
): Promise<AlertRow[]> {
  if (subjectIds && subjectIds.length === 0) return [];
  return db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.kind, kind),
        isNull(alerts.clearedAt),
        subjectIds ? inArray(alerts.subjectId, [...subjectIds]) : undefined,
      ),
    );
}

/**
 * Raises an alert and publishes it. When the same kind of alert is already open for the subject (another instance
 * raised it in the same minute), nothing is added and nothing published.
 */
export async function raiseAlert(db: Executor, alert: NewAlert): Promise<AlertRow | null> {
  const [row] = await db
    .insert(alerts)
    .values({
      customerId: alert.customerId,
      objectType: alert.objectType,
      objectId: alert.objectId,
      subjectId: alert.subjectId,
      kind: alert.kind,
      severity: alert.severity,
      message: alert.message,
      raisedAt: alert.at ?? sql`now()`,
    })
    .onConflictDoNothing()
    .returning();
  if (row) await publishAlertEvent(db, row, 'raised');
  return row ?? null;
}

/** Raises the severity of an open alert (a warning that became an alarm) and publishes the change. */
export async function escalateAlert(
  db: Executor,
  id: string,
  severity: AlertSeverity,
  message: string,
): Promise<AlertRow | null> {
  const [row] = await db
    .update(alerts)
    .set({ severity, message })
    .where(and(eq(alerts.id, id), isNull(alerts.clearedAt)))
    .returning();
  if (row) await publishAlertEvent(db, row, 'escalated');
  return row ?? null;
}

/** Clears an open alert (its condition is over) and publishes the change; a cleared one stays as it was. */
export async function clearAlert(db: Executor, id: string, at?: Date): Promise<AlertRow | null> {
  const [row] = await db
    .update(alerts)
    .set({ clearedAt: at ?? sql`now()` })
    .where(and(eq(alerts.id, id), isNull(alerts.clearedAt)))
    .returning();
  if (row) await publishAlertEvent(db, row, 'cleared');
  return row ?? null;
}
