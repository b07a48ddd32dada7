import type { ActivityLogEntry } from '@portal/contract';
import { activitySentence, LOG_SEVERITY_RANKS, type LogSeverity } from '@portal/domain';
import type { ActivityRow } from './activity.repo.js';

/**
 * Security-relevant actions, and those that take a service out of use, are logged as notices (spec 4 rank 6); the
 * rest as informational (7).
 */
const NOTICE_ACTIONS = new Set([
  'auth.login_failed',
  'session.revoke',
  'session.revoke_all',
  'user.delete',
  'user.group_remove',
  'password.reset',
  'password.change',
  'mfa.disable',
  'mfa.recovery_code_used',
  'api_key.create',
  'api_key.revoke',
  'port.disable',
  'port.delete',
  'lag.disable',
  'lag.delete',
  'cross_connect.delete',
]);

export function presentActivity(row: ActivityRow): ActivityLogEntry {
  const severity: LogSeverity = NOTICE_ACTIONS.has(row.action) ? 'notice' : 'informational';
  return {
    log_uuid: row.id,
    user: row.actorLogin,
    user_name: row.actorLogin === null ? null : (row.actorName ?? row.actorLogin),
    on_behalf_of: row.impersonatorLogin,
    level: LOG_SEVERITY_RANKS[severity],
    log_level_name: severity,
    category: row.action.split('.')[0] ?? row.action,
    event: row.action,
    message: activitySentence({
      event: row.action,
      objectType: row.objectType,
      objectId: row.objectId,
      actorName: row.actorLogin === null ? null : (row.actorName ?? row.actorLogin),
      onBehalfName: row.impersonatorLogin === null ? null : (row.impersonatorName ?? row.impersonatorLogin),
      before: row.before,
      after: row.after,
    }),
    object_type: row.objectType,
    object_id: row.objectId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip_address: row.ipAddress,
    request_id: row.requestId,
    time_created: row.createdAt.toISOString(),
  };
}
