import type { Alert } from '@portal/contract';
import type { AlertRow } from './alerts.repo.js';

/** An alert row as the API answers it. */
export function presentAlert(row: AlertRow): Alert {
  return {
    uuid: row.id,
    kind: row.kind,
    severity: row.severity,
    object_type: row.objectType,
    object_id: row.objectId,
    subject_id: row.subjectId,
    message: row.message,
    raised_at: row.raisedAt.toISOString(),
    cleared_at: row.clearedAt?.toISOString() ?? null,
  };
}
